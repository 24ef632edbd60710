import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertCents, centsToEuroString, euroStringToCents, formatEuro } from './money.ts';

describe('formatEuro', () => {
  it.each([
    [1250, '€12.50'],
    [0, '€0.00'],
    [-0, '€0.00'],
    [5, '€0.05'],
    [99, '€0.99'],
    [100, '€1.00'],
    [1500, '€15.00'],
    [-150, '-€1.50'],
    [-5, '-€0.05'],
    [123450, '€1234.50'],
    [100000000, '€1000000.00'],
    [Number.MAX_SAFE_INTEGER, '€90071992547409.91'],
  ])('shows %i cents as %s', (cents, expected) => {
    expect(formatEuro(cents)).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %s, which is not a whole number of cents',
    (cents) => {
      expect(() => formatEuro(cents)).toThrow(RangeError);
    },
  );
});

describe('centsToEuroString', () => {
  it.each([
    [1250, '12.50'],
    [1205, '12.05'],
    [0, '0.00'],
    [-150, '-1.50'],
    [123450, '1234.50'],
    // Near the top of the safe range a plain floor(cents / 100) would round up to the next euro.
    [9007199254740899, '90071992547408.99'],
  ])('gives the API string of %i cents as %s', (cents, expected) => {
    expect(centsToEuroString(cents)).toBe(expected);
  });
});

describe('euroStringToCents', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['0', 0],
    ['0.01', 1],
    ['0.1', 10],
    ['-1.50', -150],
    ['-0.00', 0],
    ['1234.50', 123450],
    // 0.29 * 100 is 28.999999999999996 in floating point; string arithmetic is exact.
    ['0.29', 29],
    ['1.15', 115],
    ['4.35', 435],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('reads %s as %i cents', (text, expected) => {
    expect(euroStringToCents(text)).toBe(expected);
  });

  it('reads -0.00 as plain zero, not negative zero', () => {
    expect(Object.is(euroStringToCents('-0.00'), 0)).toBe(true);
  });

  it.each([
    '',
    ' ',
    '12.505',
    '12.',
    '.5',
    '€12.50',
    '12,50',
    '1e3',
    ' 12.50',
    '12.50 ',
    '+12',
    '--1',
    'abc',
    'NaN',
    'Infinity',
    '90071992547409.92',
  ])('rejects %j', (text) => {
    expect(() => euroStringToCents(text)).toThrow(RangeError);
  });

  it('round-trips any whole number of cents through the string form', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.maxSafeInteger(), fc.maxSafeNat()),
        (cents) => {
          expect(euroStringToCents(centsToEuroString(cents))).toBe(cents === 0 ? 0 : cents);
        },
      ),
    );
  });

  it('formats every amount with exactly two decimals', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(formatEuro(cents)).toMatch(/^-?€\d+\.\d{2}$/);
      }),
    );
  });
});

describe('assertCents', () => {
  it.each([0, 1, -1, 1500, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])('accepts %i', (cents) => {
    expect(() => assertCents(cents)).not.toThrow();
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1, '12', null, undefined])(
    'rejects %j',
    (value) => {
      expect(() => assertCents(value)).toThrow(RangeError);
    },
  );
});
