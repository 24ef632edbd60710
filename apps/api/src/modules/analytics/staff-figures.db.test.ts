import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Sunday 22 November 2026, evening in Dublin; then Monday.
const clock = fixedClock('2026-11-22T17:00:00Z');
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const view = (path: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/analytics/page-view',
    payload: { path },
    remoteAddress: clientAddress(),
  });

describe('the figures', () => {
  it('count page views per day and path, and orders and revenue per day and fulfilment, leaving out canceled orders', async () => {
    const { token } = await register(ctx);
    await view('/');
    await view('/menu');
    const sunday = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:00:00' });
    clock.set('2026-11-23T12:00:00Z');
    await view('/menu');
    await view('/menu');
    const monday = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:00:00' });
    const canceled = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:30:00' });
    const refused = await call(ctx, 'POST', `/api/v1/staff/orders/${canceled.id}/cancel`, {
      token: admin.token,
      body: { reason: 'The kitchen is closing early' },
    });
    expect(refused.status).toBe(200);
    const totals = Object.fromEntries(
      (
        await ctx.db
          .select({ id: orders.id, totalCents: orders.totalCents })
          .from(orders)
          .where(inArray(orders.id, [sunday.id, monday.id]))
      ).map((row) => [row.id, row.totalCents]),
    );

    const response = await call(ctx, 'GET', '/api/v1/staff/figures?days=7', { token: admin.token });
    expect(response.status).toBe(200);
    const { days, paths } = response.body;
    expect(days.map((day: { day: string }) => day.day)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(days[5]).toEqual({
      day: '2026-11-22',
      page_views: 2,
      collection: { orders: 1, revenue_cents: totals[sunday.id] },
      delivery: { orders: 0, revenue_cents: 0 },
    });
    expect(days[6]).toEqual({
      day: '2026-11-23',
      page_views: 2,
      collection: { orders: 1, revenue_cents: totals[monday.id] },
      delivery: { orders: 0, revenue_cents: 0 },
    });
    expect(days[0]).toMatchObject({ page_views: 0, collection: { orders: 0, revenue_cents: 0 } });
    expect(paths).toEqual([
      {
        path: '/menu',
        views: 3,
        by_day: [
          { day: '2026-11-22', count: 1 },
          { day: '2026-11-23', count: 2 },
        ],
      },
      { path: '/', views: 1, by_day: [{ day: '2026-11-22', count: 1 }] },
    ]);
  });

  it('keep to the days asked for, between 7 and 90', async () => {
    const month = await call(ctx, 'GET', '/api/v1/staff/figures', { token: admin.token });
    expect(month.body.days).toHaveLength(30);
    expect((await call(ctx, 'GET', '/api/v1/staff/figures?days=365', { token: admin.token })).status).toBe(
      400,
    );
  });
});
