import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, restaurants, slotBookings } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { releaseSlot, takeSlot } from '../slots/index.ts';
import { bed, clock, collectionOrder, euro, place, startOrderTestbed } from './orders.testbed.ts';

// Capacity by portions and extra time for large orders (issue 33, decision 049).
startOrderTestbed();

const NO_PORTION_RULES = { slotPortionCapacity: 0, largeOrderPortions: 0, largeOrderExtraMinutes: 30 };

const bhajis = (quantity: number) => ({ item_id: bed.bhaji.id, quantity });
const bhajiOrder = (
  quantity: number,
  scheduleAt: string,
  extra: { item_id: number; quantity: number }[] = [],
) =>
  collectionOrder({
    cart: [bhajis(quantity), ...extra],
    schedule_at: scheduleAt,
    order_amount: euro(bed.bhaji.priceCents * quantity + extraCents(extra)),
  });

let lassi = { id: 0, priceCents: 0 };
const extraCents = (extra: { item_id: number; quantity: number }[]) =>
  extra.reduce((sum, line) => sum + (line.item_id === lassi.id ? lassi.priceCents * line.quantity : 0), 0);

async function slotRow(startsAt: string) {
  const [row] = await bed.ctx.db
    .select()
    .from(slotBookings)
    .where(eq(slotBookings.startsAt, new Date(startsAt)));
  return row;
}

async function withRules(rules: Partial<typeof NO_PORTION_RULES>, body: () => Promise<void>) {
  const [row] = await bed.ctx.db.select().from(products).where(eq(products.name, 'Mango Lassi'));
  if (!row) throw new Error('no Mango Lassi seeded');
  lassi = row;
  await bed.ctx.db.update(restaurants).set({ ...NO_PORTION_RULES, ...rules });
  try {
    await body();
  } finally {
    await bed.ctx.db.update(restaurants).set(NO_PORTION_RULES);
  }
}

describe('capacity by portions', () => {
  it('lets exactly 3 of 6 parallel orders of 3 portions into a slot of 10 portions, none a 500', async () => {
    await withRules({ slotPortionCapacity: 10 }, async () => {
      const customer = await register(bed.ctx);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => place(customer.token, bhajiOrder(3, '2026-11-23 20:00:00'))),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.map((a) => [a.status, a.body.errors?.[0]?.code])).toEqual(
        Array.from({ length: 3 }, () => [422, 'slot_unavailable']),
      );
      expect(await slotRow('2026-11-23T20:00:00Z')).toMatchObject({ taken: 3, portions: 9 });
    });
  });

  it('does not count a drinks category’s dishes, and the slots answer follows the basket', async () => {
    await withRules({ slotPortionCapacity: 3 }, async () => {
      const customer = await register(bed.ctx);
      const withLassis = bhajiOrder(3, '2026-11-23 20:15:00', [{ item_id: lassi.id, quantity: 4 }]);
      expect((await place(customer.token, withLassis)).status).toBe(200);
      expect(await slotRow('2026-11-23T20:15:00Z')).toMatchObject({ taken: 1, portions: 3 });
      const slots = async (cart: unknown[]) =>
        (
          await call(bed.ctx, 'POST', '/api/v1/tslots', {
            token: customer.token,
            body: { date: '2026-11-23', cart },
          })
        ).body.slots as string[];
      // Drinks alone still fit the full slot; one dish does not.
      expect(await slots([{ item_id: lassi.id, quantity: 2 }])).toContain('8:15 PM');
      expect(await slots([bhajis(1)])).not.toContain('8:15 PM');
      expect(await slots([bhajis(1)])).toContain('8:30 PM');
      // More than a whole slot's portions fits no slot at all.
      expect(await slots([bhajis(4)])).toEqual([]);
      const oneDish = bhajiOrder(1, '2026-11-23 20:15:00', [{ item_id: lassi.id, quantity: 4 }]);
      const refused = await place(customer.token, oneDish);
      expect([refused.status, refused.body.errors?.[0]?.code]).toEqual([422, 'slot_unavailable']);
    });
  });

  it('gives a rejected order’s portions back, and the slot is offered to the next order', async () => {
    await withRules({ slotPortionCapacity: 6 }, async () => {
      const customer = await register(bed.ctx);
      const first = await place(customer.token, bhajiOrder(6, '2026-11-23 20:45:00'));
      expect(first.status).toBe(200);
      expect(await slotRow('2026-11-23T20:45:00Z')).toMatchObject({ taken: 1, portions: 6 });
      const refused = await place(customer.token, bhajiOrder(3, '2026-11-23 20:45:00'));
      expect(refused.body.errors?.[0]?.code).toBe('slot_unavailable');
      const cook = await signInStaff(bed.ctx);
      const rejected = await call(bed.ctx, 'POST', `/api/v1/staff/orders/${first.body.order_id}/cancel`, {
        token: cook.token,
        body: { reason: 'We are too busy to take it in time.' },
      });
      expect(rejected.status).toBe(200);
      expect(await slotRow('2026-11-23T20:45:00Z')).toMatchObject({ taken: 0, portions: 0 });
      expect((await place(customer.token, bhajiOrder(3, '2026-11-23 20:45:00'))).status).toBe(200);
    });
  });

  it('gives an order’s portions back with its place', async () => {
    const startsAt = new Date('2026-11-24T19:00:00Z');
    const limits = { restaurantId: bed.restaurant.id, startsAt, capacity: 10, portionCapacity: 6 };
    expect(await takeSlot(bed.ctx.db, { ...limits, portions: 5 })).toBe(true);
    expect(await takeSlot(bed.ctx.db, { ...limits, portions: 2 })).toBe(false);
    await releaseSlot(bed.ctx.db, { restaurantId: bed.restaurant.id, startsAt, portions: 5 });
    expect(await takeSlot(bed.ctx.db, { ...limits, portions: 6 })).toBe(true);
  });
});

describe('large orders', () => {
  it('offers a large basket its first slot later by the extra minutes, and says by how much', async () => {
    await withRules({ largeOrderPortions: 5, largeOrderExtraMinutes: 30 }, async () => {
      clock.set('2026-11-23T17:53:00Z');
      const customer = await register(bed.ctx);
      const answer = async (cart: unknown[]) =>
        (
          await call(bed.ctx, 'POST', '/api/v1/tslots', {
            token: customer.token,
            body: { date: '2026-11-23', cart },
          })
        ).body;
      expect(await answer([bhajis(5)])).toMatchObject({ first_slot: '6:15 PM', large_order_minutes: 0 });
      expect(await answer([bhajis(6)])).toMatchObject({ first_slot: '6:45 PM', large_order_minutes: 30 });
      // Drinks do not make an order large.
      expect(await answer([bhajis(5), { item_id: lassi.id, quantity: 9 }])).toMatchObject({
        first_slot: '6:15 PM',
      });
    });
  });

  it('refuses a large order a slot only a smaller one may have, and takes it at the later slot', async () => {
    await withRules({ largeOrderPortions: 5, largeOrderExtraMinutes: 30 }, async () => {
      clock.set('2026-11-23T17:53:00Z');
      const customer = await register(bed.ctx);
      const early = await place(customer.token, bhajiOrder(6, '2026-11-23 18:15:00'));
      expect(early).toMatchObject({
        status: 422,
        body: {
          message: 'Large orders need at least 30 minutes more: choose a later time.',
          errors: [{ code: 'large_order_time' }],
        },
      });
      expect((await place(customer.token, bhajiOrder(6, '2026-11-23 18:45:00'))).status).toBe(200);
      // A small order keeps the early slot.
      expect((await place(customer.token, bhajiOrder(3, '2026-11-23 18:15:00'))).status).toBe(200);
    });
  });
});

describe('today’s load per slot', () => {
  it('lists each slot taken today with its orders and portions beside the limits, for the staff', async () => {
    await withRules({ slotPortionCapacity: 40 }, async () => {
      clock.set('2026-11-23T12:00:00Z');
      const customer = await register(bed.ctx);
      expect((await place(customer.token, bhajiOrder(4, '2026-11-23 21:30:00'))).status).toBe(200);
      expect((await place(customer.token, bhajiOrder(3, '2026-11-23 21:30:00'))).status).toBe(200);
      const staff = await signInStaff(bed.ctx);
      const answer = await call(bed.ctx, 'GET', '/api/v1/staff/slots/today', { token: staff.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ date: '2026-11-23', portion_capacity: 40 });
      expect(answer.body.slots).toContainEqual({ time: '21:30', orders: 2, portions: 7 });
      const asCustomer = await call(bed.ctx, 'GET', '/api/v1/staff/slots/today', { token: customer.token });
      expect([401, 403]).toContain(asCustomer.status);
    });
  });
});
