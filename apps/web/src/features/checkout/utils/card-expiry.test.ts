import { describe, expect, it } from 'vitest';
import { formatCardNumberInput, formatExpiryInput } from './card-expiry';

describe('the card expiry as typed', () => {
  it('puts the slash after the month: 1229 reads 12 / 29', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('122')).toBe('12 / 2');
    expect(formatExpiryInput('1229')).toBe('12 / 29');
    expect(formatExpiryInput('12/29')).toBe('12 / 29');
    expect(formatExpiryInput('12 / 2029')).toBe('12 / 2029');
  });

  it('reads a first digit 2-9 as the month 02-09, and stops at six digits', () => {
    expect(formatExpiryInput('4')).toBe('04');
    expect(formatExpiryInput('429')).toBe('04 / 29');
    expect(formatExpiryInput('1229999')).toBe('12 / 2999');
  });

  it('goes back a digit at a time when one is deleted', () => {
    // '12 / 2' less its last character
    expect(formatExpiryInput('12 / ')).toBe('12');
    expect(formatExpiryInput('')).toBe('');
  });
});

describe('a card number as typed (issue 47)', () => {
  it('is grouped in fours as typed, digits only, up to 19 digits', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumberInput('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
  });
});
