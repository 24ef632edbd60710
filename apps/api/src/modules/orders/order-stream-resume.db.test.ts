import { max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusChanges, restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { openStream } from '../../test/event-stream-client.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';
import { orderStreamLoads } from './order-stream.ts';
import { RESUME_MAX_AGE_MS, RESUME_MAX_CHANGES } from './order-views.ts';

/**
 * Resuming a stream reads only what its reader may see since its last event, within bounds, and
 * says `resync` beyond them; an order's change is loaded once however many streams carry it.
 */

const START = '2026-11-23T12:00:00Z';
const clock = fixedClock(START);

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { TRUST_PROXY: 'true' } });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

let addressCounter = 0;
const ownAddress = () => ({ 'x-forwarded-for': `203.0.113.${++addressCounter % 250}` });
const staffStream = (token: string, lastEventId?: number) =>
  openStream(`${base}/api/v1/staff/orders/stream`, token, lastEventId, ownAddress());
const customerStream = (token: string, lastEventId?: number) =>
  openStream(`${base}/api/v1/customer/orders/stream`, token, lastEventId, ownAddress());

/** `count` status changes of an order, in one statement: as if the kitchen had been very busy. */
async function busyKitchen(orderId: number, count: number) {
  await ctx.db.execute(
    sql`insert into order_status_changes (order_id, status, created_at)
        select ${orderId}, 'pending', ${new Date(START).toISOString()}::timestamptz from generate_series(1, ${count})`,
  );
}

describe('resuming', () => {
  it(`sends what changed after the last event; more than ${RESUME_MAX_CHANGES} changes behind, resync with no id`, async () => {
    const cook = await signInStaff(ctx);
    const customer = await register(ctx);
    const first = await placeOrder(ctx, customer.token);
    const board = await call(ctx, 'GET', '/api/v1/staff/orders', { token: cook.token });
    const lastChangeId = board.body.last_change_id as number;
    const second = await placeOrder(ctx, customer.token);

    const resumed = await staffStream(cook.token, lastChangeId);
    const caughtUp = await resumed.waitFor((event) => event.data.id === second.id);
    expect(caughtUp.event).toBe('order');
    expect(resumed.events.some((event) => event.event === 'resync')).toBe(false);
    resumed.close();

    await busyKitchen(first.id, RESUME_MAX_CHANGES + 1);
    const farBehind = await staffStream(cook.token, lastChangeId);
    const resync = await farBehind.waitFor((event) => event.event === 'resync');
    expect(resync.data).toEqual({});
    expect(resync.id).toBeNaN();
    expect(farBehind.events.filter((event) => event.event === 'order')).toEqual([]);
    farBehind.close();
  });

  it("reads a customer's own orders only: others' changes, however many, do not count", async () => {
    const customer = await register(ctx);
    const other = await register(ctx);
    const theirs = await placeOrder(ctx, other.token);
    const mine = await placeOrder(ctx, customer.token);
    await busyKitchen(theirs.id, RESUME_MAX_CHANGES * 3);
    const stream = await customerStream(customer.token, 1);
    const event = await stream.waitFor((received) => received.data.id === mine.id);
    expect(event.event).toBe('order');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events.every((received) => received.data.id === mine.id)).toBe(true);
    stream.close();
  });

  it('says resync for an event older than the bound', async () => {
    const customer = await register(ctx);
    await placeOrder(ctx, customer.token);
    const [change] = await ctx.db.select({ id: max(orderStatusChanges.id) }).from(orderStatusChanges);
    try {
      clock.set(new Date(Date.parse(START) + RESUME_MAX_AGE_MS + 60_000).toISOString());
      const stream = await customerStream(customer.token, Number(change?.id));
      const resync = await stream.waitFor((event) => event.event === 'resync');
      expect(resync.data).toEqual({});
      stream.close();
    } finally {
      clock.reset();
    }
  });
});

describe('one load per change', () => {
  it('loads a new order once for 50 staff streams, and once for every stream of its customer', async () => {
    const streams = [];
    while (streams.length < 50) {
      const cook = await signInStaff(ctx);
      for (let i = 0; i < 3 && streams.length < 50; i += 1) streams.push(await staffStream(cook.token));
    }
    const customer = await register(ctx);
    const own = [await customerStream(customer.token), await customerStream(customer.token)];
    const bystander = await register(ctx);
    const notConcerned = await customerStream(bystander.token);

    const loadsBefore = orderStreamLoads.count;
    const placed = await placeOrder(ctx, customer.token);
    await Promise.all(
      [...streams, ...own].map((stream) => stream.waitFor((event) => event.data.id === placed.id)),
    );
    // One as the board shows it, one as its customer sees it.
    expect(orderStreamLoads.count - loadsBefore).toBe(2);
    expect(notConcerned.events).toEqual([]);
    for (const stream of [...streams, ...own, notConcerned]) stream.close();
  }, 60_000);
});
