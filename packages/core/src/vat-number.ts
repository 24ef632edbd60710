/**
 * Irish VAT numbers, as a receipt names the seller (issue 47): 'IE' and either the current form,
 * seven digits, a check letter and, for numbers issued since 2013, a second letter ('IE1234567FA'),
 * or the older one, a digit, a letter or '+' or '*', five digits and the check letter
 * ('IE8Z49289F'). The check letter is Revenue's modulus 23 of the weighted digits, so a mistyped
 * digit is caught before it is printed on every receipt. Typed with or without 'IE', spaces and in
 * any case; kept compact and upper-case.
 */

const CURRENT_FORM = /^IE(\d{7})([A-W])([A-IW]?)$/;
const OLDER_FORM = /^IE(\d)[A-Z+*](\d{5})([A-W])$/;
/** The check letter of a weighted sum modulus 23: 0 is W, 1 is A … 22 is V. */
const CHECK_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

/** Spaces, dots and hyphens removed, upper-case, 'IE' in front: 'ie 1234567 fa' → 'IE1234567FA'. */
export function compactVatNumber(value: string): string {
  const compact = value.replace(/[\s.-]+/g, '').toUpperCase();
  return /^\d/.test(compact) ? `IE${compact}` : compact;
}

/** The check letter of seven digits and the second letter's value (A = 1 … I = 9, W or none = 0). */
function checkLetter(digits: string, secondLetter: string): string {
  let sum = 0;
  for (let index = 0; index < 7; index += 1) sum += Number(digits[index]) * (8 - index);
  sum += 9 * Math.max(CHECK_LETTERS.indexOf(secondLetter), 0);
  return CHECK_LETTERS[sum % 23] ?? '';
}

/** Whether the text, once compact, is an Irish VAT number of either form whose check letter holds. */
export function isIrishVatNumber(value: string): boolean {
  const compact = compactVatNumber(value);
  const current = CURRENT_FORM.exec(compact);
  if (current) {
    const [, digits = '', check, second = ''] = current;
    return checkLetter(digits, second) === check;
  }
  // The older form is checked as the current one: '0', its five digits, then its first digit.
  const older = OLDER_FORM.exec(compact);
  if (older) {
    const [, first = '', five = '', check] = older;
    return checkLetter(`0${five}${first}`, '') === check;
  }
  return false;
}
