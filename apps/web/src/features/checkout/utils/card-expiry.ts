/**
 * The card expiry as the customer types it, shown 'MM / YY': the digits only (a phone's number pad
 * types no slash), the slash put in after the month; a first digit 2-9 can only be a month 02-09.
 * Up to six digits, for a year written in full ('12 / 2029').
 */
export function formatExpiryInput(typed: string): string {
  let digits = typed.replace(/\D/g, '').slice(0, 6);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/**
 * A card number as the customer types it, grouped in fours as cards print it (issue 47): the
 * digits only, at most 19 (the longest card numbers); the server reads the digits alone.
 */
export function formatCardNumberInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
