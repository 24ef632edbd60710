import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CouponDiscount, depositTotalCents, priceOrder } from './pricing.ts';
import {
  formatVatRate,
  IRISH_VAT_RATES,
  returnDepositCents,
  shareDiscountCents,
  vatBreakdownText,
  vatByRate,
  vatOfGrossCents,
  vatRateOn,
} from './vat.ts';

describe('vatRateOn', () => {
  it('gives food 13.5% up to 30 June 2026 and 9% from 1 July; drinks 23% throughout', () => {
    expect(vatRateOn(IRISH_VAT_RATES, 'food', '2026-06-30')).toBe(1350);
    expect(vatRateOn(IRISH_VAT_RATES, 'food', '2026-07-01')).toBe(900);
    expect(vatRateOn(IRISH_VAT_RATES, 'food', '2026-11-27')).toBe(900);
    expect(vatRateOn(IRISH_VAT_RATES, 'soft_drink', '2026-06-30')).toBe(2300);
    expect(vatRateOn(IRISH_VAT_RATES, 'alcohol', '2026-07-01')).toBe(2300);
    expect(vatRateOn(IRISH_VAT_RATES, 'zero', '2026-07-01')).toBe(0);
  });

  it('refuses a day before any rate of the class rather than taxing it at 0%', () => {
    expect(() => vatRateOn(IRISH_VAT_RATES, 'food', '2023-08-31')).toThrow(RangeError);
  });
});

describe('vatOfGrossCents', () => {
  it('is gross × rate / (10000 + rate), halves rounded up', () => {
    expect(vatOfGrossCents(2180, 900)).toBe(180);
    expect(vatOfGrossCents(11350, 1350)).toBe(1350);
    expect(vatOfGrossCents(123, 2300)).toBe(23); // 22.998
    expect(vatOfGrossCents(0, 900)).toBe(0);
    expect(vatOfGrossCents(5000, 0)).toBe(0);
    // Irish rates never land on a half cent; a rate of 100% does (1 × 10000 / 20000 = 0.5).
    expect(vatOfGrossCents(1, 10_000)).toBe(1);
    expect(vatOfGrossCents(3, 10_000)).toBe(2);
  });

  it('is the cent nearest the exact VAT, for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2500 }),
        (gross, rate) => {
          const vat = vatOfGrossCents(gross, rate);
          const twiceExact = (2 * gross * rate) / (10_000 + rate);
          // vat is the integer nearest the exact value, a half going up.
          expect(2 * vat).toBeGreaterThanOrEqual(twiceExact - 1 - 1e-9);
          expect(2 * vat).toBeLessThanOrEqual(twiceExact + 1 + 1e-9);
          expect(vat).toBeLessThanOrEqual(gross);
        },
      ),
    );
  });
});

describe('shareDiscountCents', () => {
  it('shares in proportion, the left-over cents to the largest remainders', () => {
    expect(shareDiscountCents([1000, 1000, 1000], 100)).toEqual([34, 33, 33]);
    expect(shareDiscountCents([1500, 500], 200)).toEqual([150, 50]);
    expect(shareDiscountCents([999, 1], 10)).toEqual([10, 0]);
    expect(shareDiscountCents([0, 500], 500)).toEqual([0, 500]);
  });

  it('adds up to the discount exactly and never passes an amount, for any amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, fraction) => {
          const sum = amounts.reduce((a, b) => a + b, 0);
          const discount = Math.floor(sum * fraction);
          const shares = shareDiscountCents(amounts, discount);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amounts[index] ?? 0);
            // Within a cent of the exact proportional share.
            if (sum > 0) expect(Math.abs(share - ((amounts[index] ?? 0) * discount) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('vatByRate', () => {
  it('splits a curry and two cans at 9% and 23%, the fee at the food rate', () => {
    const buckets = vatByRate(
      [
        { grossCents: 1450, rateBasisPoints: 900 },
        { grossCents: 500, rateBasisPoints: 2300 },
      ],
      0,
      { feeCents: 300, rateBasisPoints: 900 },
    );
    expect(buckets).toEqual([
      { rateBasisPoints: 900, grossCents: 1750, netCents: 1606, vatCents: 144 },
      { rateBasisPoints: 2300, grossCents: 500, netCents: 407, vatCents: 93 },
    ]);
  });

  it('shares a coupon across the lines before working out the VAT', () => {
    // €3 off €20 (€15 food, €5 drinks): €2.25 off the food, €0.75 off the drinks.
    const buckets = vatByRate(
      [
        { grossCents: 1500, rateBasisPoints: 1350 },
        { grossCents: 500, rateBasisPoints: 2300 },
      ],
      300,
    );
    expect(buckets.map(({ rateBasisPoints, grossCents }) => [rateBasisPoints, grossCents])).toEqual([
      [1350, 1275],
      [2300, 425],
    ]);
    expect(buckets[0]?.vatCents).toBe(vatOfGrossCents(1275, 1350));
  });

  const rate = fc.constantFrom(0, 900, 1350, 2300);
  const line = fc.record({
    basePriceCents: fc.integer({ min: 0, max: 5000 }),
    optionPriceCents: fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 2 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    depositCents: fc.constantFrom(0, 15, 25),
    rateBasisPoints: rate,
  });
  const coupon: fc.Arbitrary<CouponDiscount | null> = fc.oneof(
    fc.constant(null),
    fc.record({ discountType: fc.constant('percent' as const), discount: fc.integer({ min: 0, max: 100 }) }),
    fc.record({
      discountType: fc.constant('amount' as const),
      discount: fc.integer({ min: 0, max: 10_000 }),
    }),
  );
  const feeRule = { baseFeeCents: 300, baseKm: 2, perKmCents: 75 };

  it('adds up, for any basket, coupon and fee: the buckets’ gross is the total less the deposit, each rounded per rate', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.oneof(fc.constant(null), fc.double({ min: 0, max: 10, noNaN: true })),
        coupon,
        (lines, distanceKm, chosen) => {
          const priced = priceOrder({ lines, distanceKm, feeRule, coupon: chosen });
          const buckets = vatByRate(
            priced.lines.map((pricedLine, index) => ({
              grossCents: pricedLine.lineTotalCents,
              rateBasisPoints: lines[index]?.rateBasisPoints ?? 0,
            })),
            priced.totals.discountCents,
            { feeCents: priced.totals.deliveryFeeCents, rateBasisPoints: 900 },
          );
          const { totals } = priced;
          expect(buckets.reduce((sum, bucket) => sum + bucket.grossCents, 0)).toBe(
            totals.totalCents - totals.depositCents,
          );
          expect(totals.depositCents).toBe(depositTotalCents(lines));
          for (const bucket of buckets) {
            expect(bucket.vatCents).toBe(vatOfGrossCents(bucket.grossCents, bucket.rateBasisPoints));
            expect(bucket.netCents + bucket.vatCents).toBe(bucket.grossCents);
            expect(bucket.grossCents).toBeGreaterThanOrEqual(0);
          }
          // One bucket per rate, lowest first.
          const rates = buckets.map((bucket) => bucket.rateBasisPoints);
          expect(rates).toEqual([...new Set(rates)].sort((a, b) => a - b));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the deposit', () => {
  it('is Re-turn’s €0.15 from 150 ml to 500 ml and €0.25 above, none outside the scheme', () => {
    expect([100, 150, 330, 500, 501, 2000, 3000, 3001].map(returnDepositCents)).toEqual([
      0, 15, 15, 15, 25, 25, 25, 0,
    ]);
  });

  it('is each line’s deposit times its quantity', () => {
    expect(
      depositTotalCents([
        { depositCents: 15, quantity: 2 },
        { depositCents: 0, quantity: 3 },
        { depositCents: 25, quantity: 1 },
      ]),
    ).toBe(55);
  });
});

describe('the breakdown as shown', () => {
  it('reads "VAT 9%: €x · VAT 23%: €y", 13.5% as such, lowest rate first', () => {
    expect(
      vatBreakdownText([
        { rate_basis_points: 2300, vat_cents: 93 },
        { rate_basis_points: 900, vat_cents: 144 },
      ]),
    ).toBe('VAT 9%: €1.44 · VAT 23%: €0.93');
    expect(formatVatRate(1350)).toBe('13.5%');
    expect(vatBreakdownText([{ rate_basis_points: 1350, vat_cents: 1350 }])).toBe('VAT 13.5%: €13.50');
  });
});
