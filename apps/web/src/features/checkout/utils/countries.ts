/** Codes Intl names that are not countries a card is billed in (groupings and placeholders). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'ZZ']);

export type Country = { code: string; name: string };

/**
 * The code Intl takes `code` for: itself for a current country, the country that replaced it for an
 * old one (UK → GB, DD → DE, CS and YU → RS, FX → FR), which Intl names the same.
 */
function canonicalRegion(code: string): string {
  try {
    return new Intl.Locale('und', { region: code }).region ?? code;
  } catch {
    return code;
  }
}

/**
 * Every country the browser's `Intl` knows a name for, once each, by name (the billing country of
 * the card form, Ireland first chosen): each two-letter code tried, as Intl has no list of regions
 * itself. Old codes that Intl reads as a current one are left out, and a name given twice is kept
 * once: the list would otherwise say Serbia three times.
 */
export function countryList(locale = 'en-IE'): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const byName = new Map<string, Country>();
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name === undefined || NOT_COUNTRIES.has(code) || canonicalRegion(code) !== code) continue;
      if (!byName.has(name)) byName.set(name, { code, name });
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
}

export const BILLING_COUNTRY_DEFAULT = 'IE';
