import { describe, expect, it } from 'vitest';
import { compactVatNumber, isIrishVatNumber } from './vat-number.ts';

describe('Irish VAT numbers', () => {
  it('accepts the current form, with one or two letters, and the older form', () => {
    expect(isIrishVatNumber('IE6388047V')).toBe(true);
    expect(isIrishVatNumber('IE1234567FA')).toBe(true);
    expect(isIrishVatNumber('IE8Z49289F')).toBe(true);
    expect(isIrishVatNumber('IE8+49289F')).toBe(true);
  });

  it('accepts one typed with spaces, in lower case, or without IE, and keeps it compact', () => {
    expect(isIrishVatNumber('ie 1234567 fa')).toBe(true);
    expect(isIrishVatNumber('6388047V')).toBe(true);
    expect(compactVatNumber(' ie 1234567-fa ')).toBe('IE1234567FA');
    expect(compactVatNumber('6388047v')).toBe('IE6388047V');
  });

  it('refuses a mistyped digit or check letter: the check letter is the digits’ modulus 23', () => {
    expect(isIrishVatNumber('IE6388047W')).toBe(false);
    expect(isIrishVatNumber('IE6388074V')).toBe(false);
    expect(isIrishVatNumber('IE1234567FH')).toBe(false);
    expect(isIrishVatNumber('IE8Z49289G')).toBe(false);
  });

  it('refuses a wrong length, another country, or letters Revenue does not issue', () => {
    expect(isIrishVatNumber('')).toBe(false);
    expect(isIrishVatNumber('IE123456T')).toBe(false);
    expect(isIrishVatNumber('IE12345678T')).toBe(false);
    expect(isIrishVatNumber('IE1234567TZ')).toBe(false);
    expect(isIrishVatNumber('IE1234567X')).toBe(false);
    expect(isIrishVatNumber('GB123456789')).toBe(false);
    expect(isIrishVatNumber('IE1234567FAA')).toBe(false);
  });
});
