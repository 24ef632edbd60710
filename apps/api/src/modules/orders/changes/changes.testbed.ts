import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  orderChanges,
  orderLines,
  orders,
  products,
  restaurants,
  slotBookings,
  variationOptions,
  variations,
} from '../../../db/schema.ts';
import { call, register, signInStaff } from '../../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../../test/test-app.ts';

/*
 * What the tests of changing an order start from (issue 49): the app on the seeded demo at noon on
 * Monday 23 November 2026 (today's slots 17:00-22:00), a cook signed in, a customer, and the lamb
 * chops' "Six chops" option limited to 10.
 */

export const clock = fixedClock('2026-11-23T12:00:00Z');

export type ChangeTestbed = {
  ctx: TestContext;
  cook: { token: string };
  customer: { token: string; id: number };
  chopsId: number;
  sixChopsId: number;
  bhajiId: number;
};
export const bed = {} as ChangeTestbed;

export function startChangeTestbed(): ChangeTestbed {
  beforeAll(async () => {
    const ctx = await createTestApp({ clock });
    await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
    const [bhaji] = await ctx.db.select().from(products).where(eq(products.name, 'Onion Bhaji'));
    const [chops] = await ctx.db.select().from(products).where(eq(products.name, 'Tandoori Lamb Chops'));
    if (!bhaji || !chops) throw new Error('seeded dishes missing');
    const [six] = await ctx.db
      .select({ id: variationOptions.id })
      .from(variationOptions)
      .innerJoin(variations, eq(variations.id, variationOptions.variationId))
      .where(and(eq(variations.productId, chops.id), eq(variationOptions.label, 'Six chops')));
    if (!six) throw new Error('no Six chops option');
    Object.assign(bed, {
      ctx,
      cook: await signInStaff(ctx),
      customer: await register(ctx),
      chopsId: chops.id,
      sixChopsId: six.id,
      bhajiId: bhaji.id,
    });
  });
  afterAll(() => bed.ctx.close());
  beforeEach(async () => {
    clock.reset();
    await bed.ctx.db
      .update(variationOptions)
      .set({ stock: 10 })
      .where(eq(variationOptions.id, bed.sixChopsId));
  });
  return bed;
}

export const staffCall = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(bed.ctx, method, url, { token: bed.cook.token, body });

/** The order's change request as the staff's form starts it, and its version. */
export async function formOf(orderId: number) {
  const form = await staffCall('GET', `/api/v1/staff/orders/${orderId}/change`);
  if (form.status !== 200) throw new Error(`no change form: ${JSON.stringify(form.body)}`);
  return form.body;
}

export const sixChops = (quantity: number) => ({
  item_id: bed.chopsId,
  quantity,
  variations: [{ name: 'Portion', values: { label: ['Six chops'] } }],
});

/** What a change could have touched: the order's row, lines and changes, its slot's count, the chops' stock. */
export async function stateOf(orderId: number) {
  const { db } = bed.ctx;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('no order');
  const lines = await db
    .select({ name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.position);
  const changes = await db.select().from(orderChanges).where(eq(orderChanges.orderId, orderId));
  const slots = await db.select().from(slotBookings).where(eq(slotBookings.startsAt, order.scheduledAt));
  const [stock] = await db
    .select({ stock: variationOptions.stock })
    .from(variationOptions)
    .where(eq(variationOptions.id, bed.sixChopsId));
  return {
    status: order.status,
    version: order.version,
    totalCents: order.totalCents,
    toPayCents: order.toPayCents,
    lines,
    changes: changes.length,
    slot: slots.map(({ taken, portions }) => ({ taken, portions })),
    chopsStock: stock?.stock ?? null,
  };
}
