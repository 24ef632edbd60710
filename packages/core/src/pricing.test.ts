import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The demo restaurant's delivery fee (its settings, as the seed writes them). */
const CASHEL_FEES = { baseFeeCents: 300, baseKm: 2, perKmCents: 75 };

import {
  amountToReachMinimumCents,
  couponAvailability,
  couponRefusalCodes,
  couponRefusalReason,
  isLowStock,
  isOutOfStock,
  meetsCouponMinimum,
  meetsMinimumOrder,
} from './order-rules.ts';
import {
  deliveryFeeCents,
  discountCents,
  lineTotalCents,
  orderTotals,
  subtotalCents,
  unitPriceCents,
} from './pricing.ts';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const distanceKm = fc.double({ min: 0, max: 200, noNaN: true, noDefaultInfinity: true });

describe('unit and line prices', () => {
  it('a €9.50 curry with a €1.50 and a €0.75 option costs €11.75 each', () => {
    expect(unitPriceCents(950, [150, 75])).toBe(1175);
  });

  it('a dish without options costs its base price', () => {
    expect(unitPriceCents(950)).toBe(950);
    expect(unitPriceCents(950, [])).toBe(950);
  });

  it('three at €11.75 make a line of €35.25', () => {
    expect(lineTotalCents(1175, 3)).toBe(3525);
  });

  it('sums the lines into the subtotal', () => {
    expect(
      subtotalCents([
        { unitPriceCents: 1175, quantity: 3 },
        { unitPriceCents: 250, quantity: 2 },
      ]),
    ).toBe(4025);
    expect(subtotalCents([])).toBe(0);
  });

  it.each([
    ['a fractional price', () => unitPriceCents(9.5)],
    ['a fractional option price', () => unitPriceCents(950, [0.5])],
    ['a fractional quantity', () => lineTotalCents(100, 1.5)],
    ['a negative quantity', () => lineTotalCents(100, -1)],
  ])('refuses %s', (_label, compute) => {
    expect(compute).toThrow(RangeError);
  });
});

describe('deliveryFeeCents', () => {
  it.each([
    [0, 300],
    [1, 300],
    [2, 300],
    [2.001, 300],
    [2.01, 301],
    [2.5, 338],
    [3, 375],
    [5, 525],
    // 75 × (3.3 − 2) is 97.49999999999999 in floating point; the fee is €3.98, not €3.97.
    [3.3, 398],
    [2.3, 323],
    [5.3, 548],
    [7.34, 701],
    [10, 900],
    [15.89, 1342],
  ])('a fee of %s km is %i cents', (km, expected) => {
    expect(deliveryFeeCents(km, CASHEL_FEES)).toBe(expected);
  });

  it('a fee of 5 km is €5.25', () => {
    expect(deliveryFeeCents(5, CASHEL_FEES)).toBe(525);
  });

  it('uses the restaurant’s own rule when given one', () => {
    expect(deliveryFeeCents(4.5, { baseFeeCents: 250, baseKm: 3, perKmCents: 100 })).toBe(400);
    expect(deliveryFeeCents(3, { baseFeeCents: 250, baseKm: 3, perKmCents: 100 })).toBe(250);
  });

  it.each([-0.1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a distance of %s', (km) => {
    expect(() => deliveryFeeCents(km, CASHEL_FEES)).toThrow(RangeError);
  });

  it('never falls as the distance grows', () => {
    fc.assert(
      fc.property(distanceKm, distanceKm, (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(deliveryFeeCents(near, CASHEL_FEES)).toBeLessThanOrEqual(deliveryFeeCents(far, CASHEL_FEES));
      }),
    );
  });

  it('is a whole number of cents, at least the €3.00 base fee', () => {
    fc.assert(
      fc.property(distanceKm, (km) => {
        const fee = deliveryFeeCents(km, CASHEL_FEES);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(300);
      }),
    );
  });

  it('stays within half a cent of the formula on paper', () => {
    fc.assert(
      fc.property(distanceKm, (km) => {
        const onPaper = km <= 2 ? 300 : 300 + 75 * (km - 2);
        // The distance is taken to the metre, which moves the fee by at most 0.0375 cent.
        expect(Math.abs(deliveryFeeCents(km, CASHEL_FEES) - onPaper)).toBeLessThanOrEqual(0.5 + 0.04);
      }),
    );
  });
});

describe('discountCents', () => {
  it.each([
    ['10% of €20.00', { discountType: 'percent', discount: 10 } as const, 2000, 200],
    ['15% of €19.99', { discountType: 'percent', discount: 15 } as const, 1999, 300],
    ['10% of €10.05 (half a cent rounds up)', { discountType: 'percent', discount: 10 } as const, 1005, 101],
    ['12.5% of €10.00', { discountType: 'percent', discount: 12.5 } as const, 1000, 125],
    ['100% of €12.34', { discountType: 'percent', discount: 100 } as const, 1234, 1234],
    ['0% of €20.00', { discountType: 'percent', discount: 0 } as const, 2000, 0],
    ['€5.00 off €20.00', { discountType: 'amount', discount: 500 } as const, 2000, 500],
    ['€50.00 off €20.00', { discountType: 'amount', discount: 5000 } as const, 2000, 2000],
    ['€5.00 off an empty basket', { discountType: 'amount', discount: 500 } as const, 0, 0],
  ])('%s is %i cents', (_label, coupon, subtotal, expected) => {
    expect(discountCents(coupon, subtotal)).toBe(expected);
  });

  it.each([
    ['a percentage above 100', { discountType: 'percent', discount: 101 } as const],
    ['a negative percentage', { discountType: 'percent', discount: -5 } as const],
    ['a negative amount', { discountType: 'amount', discount: -500 } as const],
    ['a fractional amount of cents', { discountType: 'amount', discount: 2.5 } as const],
  ])('refuses %s', (_label, coupon) => {
    expect(() => discountCents(coupon, 2000)).toThrow(RangeError);
  });

  it('never exceeds the subtotal and is never negative', () => {
    const coupon = fc.oneof(
      fc.record({
        discountType: fc.constant('percent' as const),
        discount: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({ discountType: fc.constant('amount' as const), discount: cents }),
    );
    fc.assert(
      fc.property(coupon, cents, (c, subtotal) => {
        const discount = discountCents(c, subtotal);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal);
        expect(Number.isSafeInteger(discount)).toBe(true);
      }),
    );
  });

  it('takes the whole subtotal at 100 percent', () => {
    fc.assert(
      fc.property(cents, (subtotal) => {
        expect(discountCents({ discountType: 'percent', discount: 100 }, subtotal)).toBe(subtotal);
      }),
    );
  });
});

describe('orderTotals', () => {
  it('adds the fee and takes off the discount', () => {
    expect(orderTotals({ subtotalCents: 2000, deliveryFeeCents: 375, discountCents: 200 })).toEqual({
      subtotalCents: 2000,
      deliveryFeeCents: 375,
      discountCents: 200,
      depositCents: 0,
      totalCents: 2175,
    });
  });

  it('adds the deposit after the discount, which never reduces it', () => {
    expect(
      orderTotals({ subtotalCents: 100, deliveryFeeCents: 0, discountCents: 500, depositCents: 30 }),
    ).toMatchObject({ depositCents: 30, totalCents: 30 });
  });

  it('never goes below zero', () => {
    expect(orderTotals({ subtotalCents: 100, deliveryFeeCents: 0, discountCents: 500 }).totalCents).toBe(0);
  });

  it('is subtotal + fee − discount for any priced order', () => {
    fc.assert(
      fc.property(cents, distanceKm, fc.integer({ min: 0, max: 100 }), (subtotal, km, percent) => {
        const fee = deliveryFeeCents(km, CASHEL_FEES);
        const discount = discountCents({ discountType: 'percent', discount: percent }, subtotal);
        const totals = orderTotals({
          subtotalCents: subtotal,
          deliveryFeeCents: fee,
          discountCents: discount,
        });
        expect(totals.totalCents).toBe(subtotal + fee - discount);
      }),
    );
  });
});

describe('minimum order', () => {
  it.each([
    [1499, false, 1],
    [1500, true, 0],
    [1200, false, 300],
    [0, false, 1500],
    [2500, true, 0],
  ])('an items total of %i cents meets the €15 minimum: %s (%i cents to go)', (subtotal, meets, toGo) => {
    expect(meetsMinimumOrder(subtotal, 1500)).toBe(meets);
    expect(amountToReachMinimumCents(subtotal, 1500)).toBe(toGo);
  });

  it('uses the restaurant’s own minimum when given one', () => {
    expect(meetsMinimumOrder(1800, 2000)).toBe(false);
    expect(amountToReachMinimumCents(1800, 2000)).toBe(200);
  });
});

describe('coupons', () => {
  const coupon = { status: 1, startDate: '2026-01-01', expireDate: '2026-06-30', totalUses: 3, limit: 10 };

  it.each([
    ['a coupon within its dates and uses', coupon, '2026-03-01', 'available'],
    ['a coupon on its last day', coupon, '2026-06-30', 'available'],
    ['a coupon on its first day', coupon, '2026-01-01', 'available'],
    ['a coupon the day after its last', coupon, '2026-07-01', 'expired'],
    ['a coupon before its first day', coupon, '2025-12-31', 'not_started'],
    ['a coupon used as often as its limit', { ...coupon, totalUses: 10 }, '2026-03-01', 'limit_reached'],
    ['a coupon switched off', { ...coupon, status: 0 }, '2026-03-01', 'inactive'],
    ['a coupon switched off and expired', { ...coupon, status: 0 }, '2026-08-01', 'inactive'],
    ['an expired coupon at its limit', { ...coupon, totalUses: 10 }, '2026-08-01', 'expired'],
    ['a coupon without dates', { status: 1, totalUses: 0, limit: 1 }, '2030-01-01', 'available'],
  ])('%s is %s', (_label, rules, today, expected) => {
    expect(couponAvailability(rules, today)).toBe(expected);
  });

  it('needs the subtotal to reach the minimum purchase', () => {
    expect(meetsCouponMinimum(1999, 2000)).toBe(false);
    expect(meetsCouponMinimum(2000, 2000)).toBe(true);
    expect(meetsCouponMinimum(0, 0)).toBe(true);
  });

  it('gives each refusal a code of its own, and reads the reason back from the code', () => {
    expect(couponRefusalCodes).toEqual({
      not_found: 'coupon_not_found',
      inactive: 'coupon_inactive',
      expired: 'coupon_expired',
      not_started: 'coupon_not_started',
      limit_reached: 'coupon_limit_reached',
      minimum: 'coupon_minimum',
    });
    for (const [reason, code] of Object.entries(couponRefusalCodes)) {
      expect(couponRefusalReason(code)).toBe(reason);
    }
    // The placement's own refusal, any other code, and no code are not a reason.
    for (const other of ['invalid_coupon', 'coupon', 'not_found', undefined, null, 42]) {
      expect(couponRefusalReason(other)).toBeNull();
    }
  });
});

describe('stock', () => {
  it.each([
    ['limited', 4, true, false],
    ['limited', 5, false, false],
    ['limited', 1, true, false],
    ['limited', 0, true, true],
    ['unlimited', 0, false, false],
    ['unlimited', 2, false, false],
  ])('a %s option with %i left: low %s, sold out %s', (stockType, stock, low, soldOut) => {
    expect(isLowStock(stockType, stock)).toBe(low);
    expect(isOutOfStock(stockType, stock)).toBe(soldOut);
  });
});
