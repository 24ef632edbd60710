import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeOrderRequestSchema, quoteRequestSchema } from './contracts/orders.ts';
import {
  type BasketLine,
  type CouponDiscount,
  deliveryFeeCents,
  discountCents,
  orderTotals,
  priceOrder,
} from './pricing.ts';

const feeRule = { baseFeeCents: 300, baseKm: 2, perKmCents: 75 };

const basketLine = fc.record({
  basePriceCents: fc.integer({ min: 0, max: 5000 }),
  optionPriceCents: fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 3 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  depositCents: fc.constantFrom(0, 15, 25),
});
const coupon: fc.Arbitrary<CouponDiscount | null> = fc.oneof(
  fc.constant(null),
  fc.record({ discountType: fc.constant('percent' as const), discount: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ discountType: fc.constant('amount' as const), discount: fc.integer({ min: 0, max: 10_000 }) }),
);
const distance = fc.oneof(fc.constant(null), fc.double({ min: 0, max: 10, noNaN: true }));

/** The same order worked out by hand from the primitives, line by line. */
function byHand(lines: readonly BasketLine[], distanceKm: number | null, chosen: CouponDiscount | null) {
  let subtotal = 0;
  let deposit = 0;
  for (const line of lines) {
    subtotal += (line.basePriceCents + line.optionPriceCents.reduce((a, b) => a + b, 0)) * line.quantity;
    deposit += (line.depositCents ?? 0) * line.quantity;
  }
  return orderTotals({
    subtotalCents: subtotal,
    deliveryFeeCents: distanceKm === null ? 0 : deliveryFeeCents(distanceKm, feeRule),
    discountCents: chosen ? discountCents(chosen, subtotal) : 0,
    depositCents: deposit,
  });
}

describe('priceOrder', () => {
  it('equals orderTotals of the summed lines, the fee and the discount, to the cent, for any basket', () => {
    fc.assert(
      fc.property(fc.array(basketLine, { maxLength: 12 }), distance, coupon, (lines, distanceKm, chosen) => {
        const priced = priceOrder({ lines, distanceKm, feeRule, coupon: chosen });
        expect(priced.totals).toEqual(byHand(lines, distanceKm, chosen));
        expect(priced.totals.totalCents).toBeGreaterThanOrEqual(priced.totals.deliveryFeeCents);
        priced.lines.forEach((line, index) => {
          expect(line.lineTotalCents).toBe(line.unitPriceCents * (lines[index]?.quantity ?? 0));
        });
      }),
      { numRuns: 500 },
    );
  });

  it("charges the spec's fee: €3 up to 2 km, then €0.75 a km", () => {
    const lines = [{ basePriceCents: 1500, optionPriceCents: [], quantity: 1 }];
    expect(priceOrder({ lines, distanceKm: 5, feeRule, coupon: null }).totals).toEqual({
      subtotalCents: 1500,
      deliveryFeeCents: 525,
      discountCents: 0,
      depositCents: 0,
      totalCents: 2025,
    });
    expect(priceOrder({ lines, distanceKm: null, feeRule, coupon: null }).totals.deliveryFeeCents).toBe(0);
  });
});

describe('the order payload', () => {
  const payload = {
    order_amount: '21.50',
    payment_method: 'cash_on_delivery',
    order_type: 'take_away',
    restaurant_id: '2',
    cart: [{ item_id: '12', quantity: 2, variations: [{ name: 'Protein', values: { label: ['Lamb'] } }] }],
    schedule_at: '2026-11-23 18:15:00',
  };

  it('reads the amount into cents and ids into numbers, inventing nothing that is missing', () => {
    const parsed = placeOrderRequestSchema.parse(payload);
    expect(parsed.order_amount).toBe(2150);
    expect(parsed.cart[0]?.item_id).toBe(12);
    expect(parsed.contact_person_name).toBeUndefined();
    expect(parsed.latitude).toBeUndefined();
  });

  it("reads '0.0' coordinates as none, and refuses amounts with more than 2 decimals", () => {
    expect(placeOrderRequestSchema.parse({ ...payload, latitude: '0.0' }).latitude).toBeUndefined();
    expect(placeOrderRequestSchema.safeParse({ ...payload, order_amount: 21.505 }).success).toBe(false);
    expect(placeOrderRequestSchema.safeParse({ ...payload, schedule_at: '2026-11-23 6:15 PM' }).success).toBe(
      false,
    );
  });

  it('requires the amount and the payment method to place, not to quote', () => {
    const { order_amount: _a, payment_method: _p, ...choicesLeft } = payload;
    expect(placeOrderRequestSchema.safeParse(choicesLeft).success).toBe(false);
    expect(quoteRequestSchema.safeParse(choicesLeft).success).toBe(true);
  });
});
