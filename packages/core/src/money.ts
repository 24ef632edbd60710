/**
 * Money is integer cents everywhere in the domain; euro strings exist only at the edges
 * (the API's "a number as string" fields and what a customer reads).
 */

/** Throws unless `n` can be used as an amount of cents without losing precision. */
export function assertCents(n: unknown): asserts n is number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new RangeError(`Expected a whole number of cents, got ${String(n)}`);
  }
}

/** '12.50' for 1250, '-1.50' for -150: the string form the API uses for amounts. */
export function centsToEuroString(cents: number): string {
  assertCents(cents);
  const absoluteCents = Math.abs(cents);
  const remainderCents = absoluteCents % 100;
  // Subtracting the remainder first keeps the division exact even near MAX_SAFE_INTEGER,
  // where a plain floor(cents / 100) can round up to the next euro.
  const euros = (absoluteCents - remainderCents) / 100;
  const sign = cents < 0 ? '-' : '';
  return `${sign}${euros}.${String(remainderCents).padStart(2, '0')}`;
}

/** '€12.50', '-€1.50'; no thousands separators, always two decimals. */
export function formatEuro(cents: number): string {
  const digits = centsToEuroString(cents);
  return digits.startsWith('-') ? `-€${digits.slice(1)}` : `€${digits}`;
}

const EURO_STRING_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses '12', '12.5' and '12.50' (optionally negative) into cents by string arithmetic, so no
 * binary-float rounding can creep in. More than two decimals, spaces, exponents or an empty
 * string are rejected rather than rounded: an amount that needs guessing is a bug upstream.
 */
export function euroStringToCents(s: string): number {
  const match = EURO_STRING_PATTERN.exec(s);
  if (match === null) {
    throw new RangeError(`Not a euro amount: "${s}"`);
  }
  const [, sign = '', euros = '', fraction = ''] = match;
  const magnitude = Number(`${euros}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(magnitude)) {
    throw new RangeError(`Euro amount too large: "${s}"`);
  }
  // Avoid handing out -0, which prints as '0' but fails Object.is checks.
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}
