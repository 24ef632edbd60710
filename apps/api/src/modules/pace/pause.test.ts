import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restaurants, staffActions } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026 in Dublin (GMT: the wall clock is UTC); open 17:00-22:00.
const clock = fixedClock('2026-11-23T18:00:00Z');
const at = (time: string) => clock.set(`2026-11-23T${time}Z`);
const PAUSED_UNTIL = 'Online ordering is paused until 7:30 PM — please call us on 062 61234';
const PAUSED_FOR_NOW = 'Online ordering is paused — please call us on 062 61234';

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
  await ctx.db.update(restaurants).set({ pausedAt: null, pausedUntil: null, orderingPaused: false });
});

const pause = (body: unknown, token = cook.token) => call(ctx, 'PUT', '/api/v1/staff/pause', { token, body });
const resume = () => call(ctx, 'DELETE', '/api/v1/staff/pause', { token: cook.token });
const slotsToday = async () =>
  (await call(ctx, 'POST', '/api/v1/tslots', { token: customer.token, body: { date: '2026-11-23' } })).body
    .slots as string[];
const storefront = async () => (await call(ctx, 'GET', '/api/v1/restaurant')).body;
const slotsTomorrow = async () =>
  (await call(ctx, 'POST', '/api/v1/tslots', { token: customer.token, body: { date: '2026-11-24' } })).body
    .slots as string[];
const placing = (scheduleAt = '2026-11-23 20:00:00') => placeOrder(ctx, customer.token, { scheduleAt });
const quoteProblems = async (scheduleAt = '2026-11-23 20:00:00') => {
  const answer = await call(ctx, 'POST', '/api/v1/customer/order/quote', {
    token: customer.token,
    body: {
      order_type: 'take_away',
      restaurant_id: '2',
      cart: [],
      schedule_at: scheduleAt,
      contact_person_name: 'Aoife Ryan',
      contact_person_number: '087 123 4567',
      payment_method: 'cash_on_delivery',
    },
  });
  return answer.body.problems as { code: string; message: string }[];
};

describe('pausing online ordering', () => {
  it('until a time: the slots before it closed, saying when; those after it and tomorrow’s taken; resumes by itself', async () => {
    const paused = await pause({ until: '2026-11-23T19:30:00Z' });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body).toEqual({ busy: null, pause: { until: '2026-11-23T19:30:00.000Z' } });
    expect(await storefront()).toMatchObject({
      ordering_paused: true,
      resumes_at: '2026-11-23T19:30:00.000Z',
    });
    // A timed pause closes only the slots before it ends (issue 47): from 7:30 PM today, and tomorrow.
    expect((await slotsToday())[0]).toBe('7:30 PM');
    expect((await slotsTomorrow())[0]).toBe('5:00 PM');
    expect((await quoteProblems('2026-11-23 19:00:00'))[0]).toEqual({
      code: 'restaurant_closed',
      message: PAUSED_UNTIL,
    });
    await expect(placing('2026-11-23 19:00:00')).rejects.toThrow(/restaurant_closed.*paused until 7:30 PM/);
    expect((await quoteProblems()).map((problem) => problem.code)).not.toContain('restaurant_closed');
    expect((await placing('2026-11-23 19:30:00')).reference).toMatch(/^[A-Z0-9]{6}$/);
    expect((await placing('2026-11-24 18:00:00')).reference).toMatch(/^[A-Z0-9]{6}$/);
    const board = await call(ctx, 'GET', '/api/v1/staff/orders', { token: cook.token });
    expect(board.body.pace).toEqual(paused.body);

    at('19:29:59');
    expect((await storefront()).ordering_paused).toBe(true);
    at('19:30:00');
    expect(await storefront()).toMatchObject({ ordering_paused: false, resumes_at: null });
    expect((await slotsToday())[0]).toBe('8:00 PM');
    expect((await placing()).reference).toMatch(/^[A-Z0-9]{6}$/);
    // The scheduled look clears the ended pause (the app's own timer may be first).
    await ctx.app.announceOrderingPause();
    const [row] = await ctx.db.select().from(restaurants);
    expect(row).toMatchObject({ pausedAt: null, pausedUntil: null, orderingPaused: false });
  });

  it('until the staff resume it: the storefront says call us; resumed, ordering opens again', async () => {
    const paused = await pause({ until: null });
    expect(paused.body).toEqual({ busy: null, pause: { until: null } });
    expect(await storefront()).toMatchObject({ ordering_paused: true, resumes_at: null });
    at('21:00:00');
    expect(await slotsToday()).toEqual([]);
    expect(await slotsTomorrow()).toEqual([]);
    expect((await quoteProblems())[0]).toEqual({ code: 'restaurant_closed', message: PAUSED_FOR_NOW });

    const resumed = await resume();
    expect(resumed.body).toEqual({ busy: null, pause: null });
    expect((await storefront()).ordering_paused).toBe(false);
    expect((await slotsToday()).length).toBeGreaterThan(0);
    const logged = await ctx.db.select().from(staffActions).where(eq(staffActions.staffId, cook.id));
    expect(logged.map((action) => action.action)).toEqual(
      expect.arrayContaining(['paused online ordering', 'resumed online ordering']),
    );
  });

  it('a time on another day is said with its date', async () => {
    at('21:00:00');
    await pause({ until: '2026-11-24T17:30:00Z' });
    expect((await quoteProblems())[0]?.message).toBe(
      'Online ordering is paused until 5:30 PM on 24 Nov 2026 — please call us on 062 61234',
    );
  });

  it('refuses a time past, over 24 hours ahead or not a time (400), and anyone but staff (401, 403)', async () => {
    const refusals = [
      [{ until: '2026-11-23T17:59:00Z' }, 'The time to resume has passed: choose a later one'],
      [
        { until: '2026-11-24T18:00:01Z' },
        'A pause ends within 24 hours: close the date in the settings instead',
      ],
      [{ until: '19:30' }, 'A time to resume, as an ISO date and time'],
      [{ until: '2026-11-23T25:30:00Z' }, 'A time to resume, as an ISO date and time'],
      [{}, 'A time to resume, as an ISO date and time'],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await pause(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors[0], JSON.stringify(body)).toEqual({ code: 'until', message });
    }
    expect((await call(ctx, 'PUT', '/api/v1/staff/pause', { body: { until: null } })).status).toBe(401);
    const byCustomer = await pause({ until: null }, customer.token);
    expect([401, 403]).toContain(byCustomer.status);
    expect((await call(ctx, 'DELETE', '/api/v1/staff/pause', { token: customer.token })).status).toBe(
      byCustomer.status,
    );
    expect((await storefront()).ordering_paused).toBe(false);
  });
});
