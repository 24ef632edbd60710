/** Codes Intl names that are not countries a card is billed in (groupings and placeholders). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'ZZ']);

export type Country = { code: string; name: string };

/**
 * Every country the browser's `Intl` knows a name for, by name (the billing country of the card
 * form, Ireland first chosen): each two-letter code tried, as Intl has no list of regions itself.
 */
export function countryList(locale = 'en-IE'): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const countries: Country[] = [];
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name !== undefined && !NOT_COUNTRIES.has(code)) countries.push({ code, name });
    }
  }
  return countries.sort((a, b) => a.name.localeCompare(b.name, locale));
}

export const BILLING_COUNTRY_DEFAULT = 'IE';
