import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kitchenContacts, restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { openStream } from '../../test/event-stream-client.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026 in Dublin (GMT: the wall clock is UTC); open 17:00-22:00.
const clock = fixedClock('2026-11-23T12:00:00Z');
const at = (time: string) => clock.set(`2026-11-23T${time}Z`);
const PAUSED = 'Online ordering is paused — please call us on 062 61234';

let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let customerToken: string;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 500 });
  cook = await signInStaff(ctx);
  admin = await signInStaff(ctx, 'admin');
  customerToken = (await register(ctx)).token;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.reset();
  // A member of its own for each test: a process writes a board's contact at most every 15 s.
  cook = await signInStaff(ctx);
  await ctx.db.delete(kitchenContacts);
  await ctx.db.update(restaurants).set({ unattendedPauseMinutes: 10, orderingPaused: false });
});

const boardFetched = () => call(ctx, 'GET', '/api/v1/staff/orders', { token: cook.token });
const slotsToday = async () =>
  (await call(ctx, 'POST', '/api/v1/tslots', { token: customerToken, body: { date: '2026-11-23' } })).body
    .slots as string[];
const pausedFlag = async () => (await call(ctx, 'GET', '/api/v1/restaurant')).body.ordering_paused as boolean;
const placing = () => placeOrder(ctx, customerToken, { scheduleAt: '2026-11-23 20:00:00' });
const orderBody = {
  order_type: 'take_away',
  restaurant_id: '2',
  cart: [],
  schedule_at: '2026-11-23 20:00:00',
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '087 123 4567',
};
const quoteProblems = async () => {
  const answer = await call(ctx, 'POST', '/api/v1/customer/order/quote', {
    token: customerToken,
    body: { ...orderBody, payment_method: 'cash_on_delivery' },
  });
  if (!answer.body.problems) throw new Error(JSON.stringify(answer.body));
  return answer.body.problems as { code: string; message: string }[];
};

describe('ordering pauses when nobody is watching', () => {
  it('after N minutes of opening hours without a board: no slots, placing and the quote refused, the storefront told; the next board fetch resumes it', async () => {
    at('18:00:00');
    await boardFetched();
    at('18:09:59');
    expect(await pausedFlag()).toBe(false);
    expect((await slotsToday()).length).toBeGreaterThan(0);

    at('18:10:00');
    expect(await pausedFlag()).toBe(true);
    expect(await slotsToday()).toEqual([]);
    const problems = await quoteProblems();
    expect(problems[0]).toEqual({ code: 'restaurant_closed', message: PAUSED });
    await expect(placing()).rejects.toThrow(/restaurant_closed/);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/place1',
      headers: { authorization: `Bearer ${customerToken}`, 'idempotency-key': 'paused-order' },
      payload: { ...orderBody, payment_method: 'cash_on_delivery', order_amount: '0.00' },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'restaurant_closed', message: PAUSED }] });

    at('18:11:00');
    expect((await boardFetched()).status).toBe(200);
    expect(await pausedFlag()).toBe(false);
    expect((await slotsToday()).length).toBeGreaterThan(0);
    expect((await placing()).reference).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('not outside opening hours, however long ago the last board was', async () => {
    at('16:59:00');
    expect(await pausedFlag()).toBe(false);
    expect((await slotsToday()).length).toBeGreaterThan(0);
    at('22:30:00');
    expect(await pausedFlag()).toBe(false);
  });

  it('not with the setting at 0', async () => {
    await ctx.db.update(restaurants).set({ unattendedPauseMinutes: 0 });
    at('19:00:00');
    expect(await pausedFlag()).toBe(false);
    expect((await slotsToday()).length).toBeGreaterThan(0);
    expect((await placing()).id).toBeGreaterThan(0);
  });

  it('with no board ever in touch, the minutes count from the opening', async () => {
    at('17:09:00');
    expect(await pausedFlag()).toBe(false);
    at('17:10:00');
    expect(await pausedFlag()).toBe(true);
  });

  it('turning the setting on counts as the kitchen in touch: the minutes start then', async () => {
    await ctx.db.update(restaurants).set({ unattendedPauseMinutes: 0 });
    at('19:00:00');
    const current = await call(ctx, 'GET', '/api/v1/staff/settings', { token: admin.token });
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    const { ordering } = current.body;
    const saved = await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', {
      token: admin.token,
      body: { ...ordering, unattended_pause_minutes: 5 },
    });
    expect(saved.body.ordering?.unattended_pause_minutes, JSON.stringify(saved.body)).toBe(5);
    at('19:04:00');
    expect(await pausedFlag()).toBe(false);
    at('19:05:00');
    expect(await pausedFlag()).toBe(true);
  });

  it('a board writes its contact at most every 15 s, and an open stream counts as a board', async () => {
    at('18:00:00');
    await boardFetched();
    at('18:00:10');
    await boardFetched();
    const source = `staff:${cook.id}`;
    const seen = async () =>
      (await ctx.db.select().from(kitchenContacts).where(eq(kitchenContacts.source, source)))[0]?.lastSeenAt;
    expect(await seen()).toEqual(new Date('2026-11-23T18:00:00Z'));
    at('18:00:20');
    await boardFetched();
    expect(await seen()).toEqual(new Date('2026-11-23T18:00:20Z'));

    at('18:30:00');
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(`${address}/api/v1/staff/orders/stream`, cook.token);
    try {
      expect(await seen()).toEqual(new Date('2026-11-23T18:30:00Z'));
      expect(await pausedFlag()).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('each change of the state is announced once, by whichever look sees it first', async () => {
    // The scheduled look may run meanwhile too (every 15 s): at most one of the looks announces.
    const pausedAsAnnounced = async () => (await ctx.db.select().from(restaurants))[0]?.orderingPaused;
    at('18:00:00');
    await boardFetched();
    expect(await ctx.app.announceOrderingPause()).toBe(false);
    at('18:10:00');
    const looks = await Promise.all([ctx.app.announceOrderingPause(), ctx.app.announceOrderingPause()]);
    expect(looks.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(await pausedAsAnnounced()).toBe(true);
    expect(await ctx.app.announceOrderingPause()).toBe(false);
    at('18:11:00');
    await boardFetched();
    await ctx.app.announceOrderingPause();
    expect(await pausedAsAnnounced()).toBe(false);
    expect(await ctx.app.announceOrderingPause()).toBe(false);
  });
});
