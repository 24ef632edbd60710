import { discountCents } from '@tiffin/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, restaurants, slotBookings, variationOptions } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { bed, clock, collectionOrder, euro, place, sixChops, startOrderTestbed } from './orders.testbed.ts';

// Issue 29: a canceled, rejected or refunded order gives back its slot place, coupon use and stock,
// once, in the transaction that changes its status; on both databases, under concurrency.
startOrderTestbed();

let cook: Awaited<ReturnType<typeof signInStaff>>;
beforeAll(async () => {
  cook = await signInStaff(bed.ctx);
});

const customerCancel = (orderId: number, token: string) =>
  call(bed.ctx, 'POST', `/api/v1/customer/order/${orderId}/cancel`, { token });
const staffReject = (orderId: number) =>
  call(bed.ctx, 'POST', `/api/v1/staff/orders/${orderId}/cancel`, {
    token: cook.token,
    body: { reason: 'We are too busy to take it in time.' },
  });

const placesTaken = async (slotAt: string) => {
  const [row] = await bed.ctx.db
    .select()
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.restaurantId, bed.restaurant.id),
        eq(slotBookings.startsAt, new Date(`${slotAt.replace(' ', 'T')}Z`)),
      ),
    );
  return row?.taken ?? 0;
};
const usesOf = async (code: string) =>
  (await bed.ctx.db.select().from(coupons).where(eq(coupons.code, code)))[0]?.totalUses;
const sixChopsStock = async () =>
  (await bed.ctx.db.select().from(variationOptions).where(eq(variationOptions.id, bed.chops.sixChopsId)))[0]
    ?.stock;
const setSixChopsStock = (stock: number | null) =>
  bed.ctx.db.update(variationOptions).set({ stock }).where(eq(variationOptions.id, bed.chops.sixChopsId));
const addCoupon = (code: string, limit: number) =>
  bed.ctx.db.insert(coupons).values({
    restaurantId: bed.restaurant.id,
    code,
    title: code,
    discountType: 'percent',
    discount: 10,
    startDate: '2026-01-01',
    expireDate: '2026-12-31',
    limit,
  });
const collectionTimes = async (token: string) =>
  (await call(bed.ctx, 'POST', '/api/v1/tslots', { token, body: { date: '2026-11-23' } })).body
    .slots as string[];
const placedId = (answer: { status: number; body: { order_id?: number } }) => {
  if (answer.status !== 200 || answer.body.order_id === undefined) {
    throw new Error(`order not placed: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.order_id;
};

describe('a slot', () => {
  it('filled by 50 orders, all canceled at once, is offered again with its 50 places', async () => {
    await bed.ctx.db.update(restaurants).set({ slotCapacity: 50 });
    try {
      const customer = await register(bed.ctx);
      const order = collectionOrder({ schedule_at: '2026-11-23 21:30:00' });
      const first = await Promise.all(Array.from({ length: 50 }, () => place(customer.token, order)));
      const ids = first.map(placedId);
      expect(await collectionTimes(customer.token)).not.toContain('9:30 PM');
      expect((await place(customer.token, order)).body.errors?.[0]?.code).toBe('slot_unavailable');

      // Half by their customer, half rejected by the kitchen, all at once.
      const canceled = await Promise.all(
        ids.map((id, index) => (index % 2 === 0 ? customerCancel(id, customer.token) : staffReject(id))),
      );
      expect(canceled.map((answer) => answer.status)).toEqual(ids.map(() => 200));
      expect(await placesTaken('2026-11-23 21:30:00')).toBe(0);
      expect(await collectionTimes(customer.token)).toContain('9:30 PM');

      const again = await Promise.all(Array.from({ length: 51 }, () => place(customer.token, order)));
      expect(again.filter((answer) => answer.status === 200)).toHaveLength(50);
      expect(again.filter((answer) => answer.body.errors?.[0]?.code === 'slot_unavailable')).toHaveLength(1);
    } finally {
      await bed.ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
    }
  });

  it('is given back by a card order refunded, and by an order nobody accepted in time', async () => {
    const customer = await register(bed.ctx);
    const card = await placeOrder(bed.ctx, customer.token, { scheduleAt: '2026-11-23 20:45:00', card: true });
    const unaccepted = await placeOrder(bed.ctx, customer.token, { scheduleAt: '2026-11-23 20:45:00' });
    expect(await placesTaken('2026-11-23 20:45:00')).toBe(2);
    expect((await staffReject(card.id)).body.status).toBe('refunded');
    expect(await placesTaken('2026-11-23 20:45:00')).toBe(1);
    clock.set('2026-11-23T12:11:00Z');
    await bed.ctx.app.rejectUnacceptedOrders();
    expect(await placesTaken('2026-11-23 20:45:00')).toBe(0);
    const board = await call(bed.ctx, 'GET', `/api/v1/staff/orders/${unaccepted.id}`, { token: cook.token });
    expect(board.body.status).toBe('canceled');
  });
});

describe('a coupon', () => {
  it('with a limit of 1, used by an order the restaurant rejected, can be used again', async () => {
    await addCoupon('ONCE1', 1);
    const customer = await register(bed.ctx);
    const withCoupon = collectionOrder({ coupon_code: 'ONCE1', order_amount: '17.55' });
    const used = placedId(await place(customer.token, withCoupon));
    expect(await usesOf('ONCE1')).toBe(1);
    const refused = await place(customer.token, withCoupon);
    expect(refused.body.errors?.[0]?.code).toBe('invalid_coupon');

    expect((await staffReject(used)).status).toBe(200);
    expect(await usesOf('ONCE1')).toBe(0);
    const applied = await call(bed.ctx, 'GET', '/api/v1/coupon/apply?code=ONCE1', { token: customer.token });
    expect(applied.status).toBe(200);
    placedId(await place(customer.token, withCoupon));
    expect(await usesOf('ONCE1')).toBe(1);
  });
});

describe('stock', () => {
  it("an option's stock taken by an order comes back when its customer cancels it", async () => {
    await setSixChopsStock(5);
    try {
      const customer = await register(bed.ctx);
      const amount = euro(2 * (bed.chops.priceCents + bed.chops.sixChopsCents));
      const id = placedId(
        await place(customer.token, collectionOrder({ cart: [sixChops(2)], order_amount: amount })),
      );
      expect(await sixChopsStock()).toBe(3);
      expect((await customerCancel(id, customer.token)).status).toBe(200);
      expect(await sixChopsStock()).toBe(5);
    } finally {
      await setSixChopsStock(null);
    }
  });

  it('taken while the option was unlimited is not given to a count set since', async () => {
    const customer = await register(bed.ctx);
    const amount = euro(bed.chops.priceCents + bed.chops.sixChopsCents);
    const id = placedId(
      await place(customer.token, collectionOrder({ cart: [sixChops()], order_amount: amount })),
    );
    await setSixChopsStock(4);
    try {
      expect((await staffReject(id)).status).toBe(200);
      expect(await sixChopsStock()).toBe(4);
    } finally {
      await setSixChopsStock(null);
    }
  });
});

describe('a cancel and a reject of the same order at once', () => {
  it('give back once, and answer 200 and 409, never 500', async () => {
    await addCoupon('TWICE', 100);
    await setSixChopsStock(50);
    try {
      const customer = await register(bed.ctx);
      const subtotal = bed.chops.priceCents + bed.chops.sixChopsCents;
      const amount = euro(subtotal - discountCents({ discountType: 'percent', discount: 10 }, subtotal));
      const order = collectionOrder({
        cart: [sixChops()],
        coupon_code: 'TWICE',
        order_amount: amount,
        schedule_at: '2026-11-23 20:15:00',
      });
      const ids = (await Promise.all(Array.from({ length: 10 }, () => place(customer.token, order)))).map(
        placedId,
      );
      expect([
        await placesTaken('2026-11-23 20:15:00'),
        await usesOf('TWICE'),
        await sixChopsStock(),
      ]).toEqual([10, 10, 40]);
      const answers = await Promise.all(
        ids.flatMap((id) => [customerCancel(id, customer.token), staffReject(id)]),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(10);
      expect([
        await placesTaken('2026-11-23 20:15:00'),
        await usesOf('TWICE'),
        await sixChopsStock(),
      ]).toEqual([0, 0, 50]);
    } finally {
      await setSixChopsStock(null);
    }
  });

  it('of a card order refund it once and give back once', async () => {
    const customer = await register(bed.ctx);
    const card = await placeOrder(bed.ctx, customer.token, { scheduleAt: '2026-11-23 20:00:00', card: true });
    const answers = await Promise.all([customerCancel(card.id, customer.token), staffReject(card.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await placesTaken('2026-11-23 20:00:00')).toBe(0);
  });
});
