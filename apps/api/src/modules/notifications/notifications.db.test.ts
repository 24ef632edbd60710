import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

type Notification = {
  id: number;
  title: string;
  data: { type: string; order_id?: number };
  read_at: string | null;
};
const list = async (token: string) =>
  (await call(ctx, 'GET', '/api/v1/customer/notifications', { token })).body as Notification[];

describe('GET /api/v1/customer/notifications', () => {
  it('lists the customer’s own, newest first, each order’s news naming its order; opening one marks it read', async () => {
    const { token } = await register(ctx);
    const other = await register(ctx);
    const order = await placeOrder(ctx, token);
    clock.set('2026-11-23T12:05:00Z');
    const cook = await signInStaff(ctx, 'staff');
    expect(
      (await call(ctx, 'POST', `/api/v1/staff/orders/${order.id}/accept`, { token: cook.token, body: {} }))
        .status,
    ).toBe(200);

    const mine = await list(token);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.map((notification) => notification.data)).toContainEqual({
      type: 'order_status',
      order_id: order.id,
    });
    const times = mine.map((notification) => (notification as unknown as { created_at: string }).created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(mine.every((notification) => notification.read_at === null)).toBe(true);
    expect(await list(other.token)).toEqual([]);

    const [newest] = mine;
    if (!newest) throw new Error('no notification');
    const read = await call(ctx, 'POST', `/api/v1/customer/notifications/${newest.id}/read`, { token });
    expect(read.body).toMatchObject({ id: newest.id, read_at: '2026-11-23T12:05:00.000Z' });
    clock.set('2026-11-23T12:09:00Z');
    // Opened again, it keeps the time it was first read.
    await call(ctx, 'POST', `/api/v1/customer/notifications/${newest.id}/read`, { token });
    expect((await list(token))[0]?.read_at).toBe('2026-11-23T12:05:00.000Z');
  });

  it('answers 404 for another customer’s notification and 401 without a session', async () => {
    const { token } = await register(ctx);
    await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:30:00' });
    const [theirs] = await list(token);
    const other = await register(ctx);
    const stolen = await call(ctx, 'POST', `/api/v1/customer/notifications/${theirs?.id}/read`, {
      token: other.token,
    });
    expect(stolen.status).toBe(404);
    expect((await list(token))[0]?.read_at).toBeNull();
    expect((await call(ctx, 'GET', '/api/v1/customer/notifications')).status).toBe(401);
  });
});
