import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, orders, restaurants, staffActions } from '../../db/schema.ts';
import { call, emailsTo, register, signInStaff } from '../../test/auth-helpers.ts';
import { openStream } from '../../test/event-stream-client.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026 in Dublin (GMT: the wall clock is UTC); open 17:00-22:00; collection lead
// 20 minutes, delivery 40, slots every 15 minutes.
const clock = fixedClock('2026-11-23T18:00:00Z');
const at = (time: string) => clock.set(`2026-11-23T${time}Z`);

let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let customer: Awaited<ReturnType<typeof register>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 500 });
  cook = await signInStaff(ctx);
  customer = await register(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.reset();
  await ctx.db.update(restaurants).set({ busyExtraMinutes: 0, busyUntil: null });
});

const busy = (body: unknown, token = cook.token) => call(ctx, 'PUT', '/api/v1/staff/busy', { token, body });
const slotsToday = async (mode: 'tslots' | 'dslots' = 'tslots') =>
  (await call(ctx, 'POST', `/api/v1/${mode}`, { token: customer.token, body: { date: '2026-11-23' } }))
    .body as {
    first_slot: string | null;
    next_slot_in_minutes: number | null;
  };
const storefront = async () => (await call(ctx, 'GET', '/api/v1/restaurant')).body;
const board = async () => (await call(ctx, 'GET', '/api/v1/staff/orders', { token: cook.token })).body;

describe('busy mode', () => {
  it('adds its minutes to the earliest slot and the storefront’s times, then reverts by itself', async () => {
    expect((await slotsToday()).first_slot).toBe('6:30 PM');
    expect((await slotsToday('dslots')).first_slot).toBe('6:45 PM');

    const started = await busy({ extra_minutes: 20, for_minutes: 30 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({
      busy: { extra_minutes: 20, until: '2026-11-23T18:30:00.000Z' },
      pause: null,
    });
    // 18:00 + 20 + 20 = 18:40: the slot of 18:45; delivery 18:00 + 40 + 20 = 19:00.
    expect(await slotsToday()).toMatchObject({ first_slot: '6:45 PM', next_slot_in_minutes: 45 });
    expect((await slotsToday('dslots')).first_slot).toBe('7:00 PM');
    expect(await storefront()).toMatchObject({
      lead_minutes: { collection: 40, delivery: 60 },
      busy_extra_minutes: 20,
      wait_minutes: { min: 45, max: 65 },
    });
    expect((await board()).pace).toEqual(started.body);

    at('18:29:59');
    expect((await storefront()).busy_extra_minutes).toBe(20);
    at('18:30:00');
    expect(await slotsToday()).toMatchObject({ first_slot: '7:00 PM', next_slot_in_minutes: 30 });
    expect(await storefront()).toMatchObject({
      lead_minutes: { collection: 20, delivery: 40 },
      busy_extra_minutes: 0,
    });
    expect((await board()).pace).toEqual({ busy: null, pause: null });
    // The scheduled look clears the ended mode once, announcing it (the app's own timer may be first).
    await ctx.app.announceOrderingPause();
    const [row] = await ctx.db.select().from(restaurants);
    expect(row).toMatchObject({ busyExtraMinutes: 0, busyUntil: null });
    expect(await ctx.app.announceOrderingPause()).toBe(false);
  });

  it('until closing lasts to today’s closing time; staff end it early', async () => {
    const started = await busy({ extra_minutes: 10, for_minutes: null });
    expect(started.body.busy).toEqual({ extra_minutes: 10, until: '2026-11-23T22:00:00.000Z' });
    expect((await slotsToday()).first_slot).toBe('6:30 PM'); // 18:30 is still 30 minutes away

    const ended = await call(ctx, 'DELETE', '/api/v1/staff/busy', { token: cook.token });
    expect(ended.body).toEqual({ busy: null, pause: null });
    expect((await storefront()).busy_extra_minutes).toBe(0);
    const logged = await ctx.db.select().from(staffActions).where(eq(staffActions.staffId, cook.id));
    expect(logged.map((action) => action.action)).toEqual(
      expect.arrayContaining(['started busy mode', 'ended busy mode']),
    );

    at('22:30:00');
    const closed = await busy({ extra_minutes: 10, for_minutes: null });
    expect(closed.status).toBe(400);
    expect(closed.body.errors).toEqual([
      { code: 'for_minutes', message: 'The restaurant closes no more today: choose 30, 60 or 90 minutes' },
    ]);
  });

  it('moves later the accepted orders it makes late, telling their customers by notification and e-mail', async () => {
    const soon = await placeOrder(ctx, customer.token, { scheduleAt: '2026-11-23 18:30:00' });
    const later = await placeOrder(ctx, customer.token, { scheduleAt: '2026-11-23 20:00:00' });
    const waiting = await placeOrder(ctx, customer.token, { scheduleAt: '2026-11-23 18:45:00' });
    const overdue = await placeOrder(ctx, customer.token, { scheduleAt: '2026-11-23 18:30:00' });
    at('18:20:00');
    for (const order of [soon, later, overdue]) {
      const accepted = await call(ctx, 'POST', `/api/v1/staff/orders/${order.id}/accept`, {
        token: cook.token,
        body: {},
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    }

    // Promised for 18:15, already past: left alone (its customer may be at the counter).
    await ctx.db
      .update(orders)
      .set({ readyAt: new Date('2026-11-23T18:15:00Z') })
      .where(eq(orders.id, overdue.id));

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const boardStream = await openStream(`${address}/api/v1/staff/orders/stream`, cook.token);
    const customerStream = await openStream(`${address}/api/v1/customer/orders/stream`, customer.token);
    const movedEvent = (event: { event: string; data: unknown }) =>
      event.event === 'order' && (event.data as { id: number }).id === soon.id;

    expect((await busy({ extra_minutes: 20, for_minutes: 60 })).status).toBe(200);
    // Heard live, on the board and on the customer's order page, with the new time.
    for (const stream of [boardStream, customerStream]) {
      const heard = await stream.waitFor(movedEvent, 2000);
      expect(heard.data).toMatchObject({ ready_at: '2026-11-23T18:50:00.000Z', status: 'confirmed' });
      stream.close();
    }
    const readyAt = async (id: number) =>
      (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.readyAt?.toISOString();
    // Ready at 18:30, before 18:20 + 20: moved 20 minutes. Ready at 20:00: left alone. Not accepted: no ready time.
    expect(await readyAt(soon.id)).toBe('2026-11-23T18:50:00.000Z');
    expect(await readyAt(later.id)).toBe('2026-11-23T20:00:00.000Z');
    expect(await readyAt(waiting.id)).toBeUndefined();
    expect(await readyAt(overdue.id)).toBe('2026-11-23T18:15:00.000Z');

    const title = `Order #${soon.reference} will be a little later`;
    const news = await ctx.db.select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(news.filter((item) => item.title.includes('a little later'))).toEqual([
      expect.objectContaining({
        title,
        description: expect.stringContaining('ready to collect at about 6:50 PM'),
        data: { type: 'order_status', order_id: soon.id },
      }),
    ]);
    const letters = (await emailsTo(ctx, customer.email)).filter((email) => email.subject === title);
    expect(letters).toHaveLength(1);
    expect(letters[0]?.textBody).toContain('6:50 PM');

    // Raised from +20 to +30: only the 10 minutes more count, and 18:50 is not before 18:20 + 10.
    expect((await busy({ extra_minutes: 30, for_minutes: 30 })).status).toBe(200);
    expect(await readyAt(soon.id)).toBe('2026-11-23T18:50:00.000Z');
    expect(await readyAt(later.id)).toBe('2026-11-23T20:00:00.000Z');
  });

  it('refuses what is not a choice (400), and anyone but staff (401, 403)', async () => {
    for (const body of [
      { extra_minutes: 15, for_minutes: 30 },
      { extra_minutes: 20, for_minutes: 45 },
      { extra_minutes: '20', for_minutes: 30 },
      { extra_minutes: 20 },
      {},
    ]) {
      const refused = await busy(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await busy({ extra_minutes: 15, for_minutes: 30 })).body.errors[0]).toEqual({
      code: 'extra_minutes',
      message: 'Choose 10, 20 or 30 minutes',
    });
    expect(
      (await call(ctx, 'PUT', '/api/v1/staff/busy', { body: { extra_minutes: 10, for_minutes: 30 } })).status,
    ).toBe(401);
    const byCustomer = await busy({ extra_minutes: 10, for_minutes: 30 }, customer.token);
    expect([401, 403]).toContain(byCustomer.status);
    expect((await call(ctx, 'DELETE', '/api/v1/staff/busy', { token: customer.token })).status).toBe(
      byCustomer.status,
    );
    expect((await storefront()).busy_extra_minutes).toBe(0);
  });
});
