import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, restaurants } from '../../db/schema.ts';
import { call, register } from '../../test/auth-helpers.ts';
import {
  bed,
  collectionOrder,
  countOrders,
  euro,
  place,
  quote,
  startOrderTestbed,
} from './orders.testbed.ts';

// Issue 30, finding 5: a €73,344 cash order of 9,900 portions was accepted. An online order now
// stays within the restaurant's bounds (settings: portions and total), or is refused with a call.
startOrderTestbed();

const bhajis = (quantity: number, overrides: Record<string, unknown> = {}) => {
  const [line] = collectionOrder().cart;
  return collectionOrder({
    cart: [{ ...line, quantity, price: euro(bed.bhaji.priceCents * quantity) }],
    order_amount: euro(bed.bhaji.priceCents * quantity),
    ...overrides,
  });
};

const setBounds = (bounds: { maxOrderPortions?: number; maxOrderTotalCents?: number }) =>
  bed.ctx.db.update(restaurants).set(bounds);

describe("an order's bounds (issue 30)", () => {
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    ({ token, id: customerId } = await register(bed.ctx));
  });

  it("refuses the probe's 9,900 portions under the default bounds, 200 portions and €2,000, saying whom to call", async () => {
    const [line] = collectionOrder().cart;
    const cart = Array.from({ length: 100 }, () => ({ ...line, quantity: 99, price: undefined }));
    const answer = await place(
      token,
      collectionOrder({ cart, order_amount: euro(bed.bhaji.priceCents * 9_900) }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.errors[0]).toEqual({
      code: 'order_too_large',
      message: `We take at most 200 portions in one online order. For a larger order, please call us on ${bed.restaurant.phones[0]}.`,
    });
    expect(answer.body.message).toBe(answer.body.errors[0].message);
    expect(await countOrders(customerId)).toBe(0);
  });

  it('takes as many portions as the settings allow, and refuses one more, at quote and placement', async () => {
    await setBounds({ maxOrderPortions: 10, maxOrderTotalCents: 1_000_000 });
    try {
      expect((await quote(token, bhajis(10))).body.problems).toEqual([]);
      expect((await place(token, bhajis(10))).status).toBe(200);
      const message = `We take at most 10 portions in one online order. For a larger order, please call us on ${bed.restaurant.phones[0]}.`;
      expect((await quote(token, bhajis(11))).body.problems).toEqual([{ code: 'order_too_large', message }]);
      const refused = await place(token, bhajis(11));
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([{ code: 'order_too_large', message }]);
      expect(await countOrders(customerId)).toBe(1);
    } finally {
      await setBounds({ maxOrderPortions: 200, maxOrderTotalCents: 200_000 });
    }
  });

  it('takes a total up to the bound, and refuses a cent more, at quote, placement and card payment', async () => {
    const atBound = bed.bhaji.priceCents * 10;
    await setBounds({ maxOrderTotalCents: atBound });
    try {
      expect((await quote(token, bhajis(10))).body.problems).toEqual([]);
      expect((await place(token, bhajis(10))).status).toBe(200);
      await setBounds({ maxOrderTotalCents: atBound - 1 });
      const message = `We take online orders of up to €${euro(atBound - 1)}. For a larger order, please call us on ${bed.restaurant.phones[0]}.`;
      expect((await quote(token, bhajis(10))).body.problems).toEqual([{ code: 'order_too_large', message }]);
      const refused = await place(token, bhajis(10));
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([{ code: 'order_too_large', message }]);

      const { order_amount: _amount, payment_method: _method, ...order } = bhajis(10);
      const card = await call(bed.ctx, 'POST', '/api/v1/stripe/wpay', { token, body: { order } });
      expect(card.status).toBe(422);
      expect(card.body.errors).toEqual([{ code: 'order_too_large', message }]);
      expect(await bed.ctx.db.select().from(payments).where(eq(payments.customerId, customerId))).toEqual([]);
      expect(await countOrders(customerId)).toBe(2);
    } finally {
      await setBounds({ maxOrderTotalCents: 200_000 });
    }
  });
});
