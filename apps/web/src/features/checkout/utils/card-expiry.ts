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
