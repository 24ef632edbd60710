import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, payments } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
beforeEach(() => clock.reset());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

const cancel = (orderId: number, token: string) =>
  call(ctx, 'POST', `/api/v1/customer/order/${orderId}/cancel`, { token });
const lastNotification = async (customerToken: string) =>
  (await call(ctx, 'GET', '/api/v1/customer/notifications', { token: customerToken })).body[0] as {
    title: string;
    description: string;
  };

describe('a customer canceling their order', () => {
  it('within 2 minutes while it is new: canceled, the customer told, the board too', async () => {
    const { token } = await register(ctx);
    const order = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:00:00' });
    clock.set('2026-11-23T12:01:59Z');
    const canceled = await cancel(order.id, token);
    expect(canceled).toEqual({ status: 200, body: { order_id: order.id, order_status: 'canceled' } });
    expect(await lastNotification(token)).toEqual(
      expect.objectContaining({
        title: `Order #${order.reference} cancelled`,
        description: `You cancelled your order #${order.reference}. Nothing is due.`,
      }),
    );
    const cook = await signInStaff(ctx, 'staff');
    const onBoard = await call(ctx, 'GET', `/api/v1/staff/orders/${order.id}`, { token: cook.token });
    expect(onBoard.body.status).toBe('canceled');
    expect((await cancel(order.id, token)).status).toBe(409);
  });

  it('a card order is refunded through the gateway', async () => {
    const { token } = await register(ctx);
    const order = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:15:00', card: true });
    const canceled = await cancel(order.id, token);
    expect(canceled.body).toEqual({ order_id: order.id, order_status: 'refunded' });
    const [payment] = await ctx.db.select().from(payments).orderBy(desc(payments.id)).limit(1);
    expect(payment?.status).toBe('refunded');
    expect((await lastNotification(token)).description).toContain('We have refunded');
  });

  it('is refused after 2 minutes, once the restaurant accepted it, and for another customer’s order', async () => {
    const { token } = await register(ctx);
    const late = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:30:00' });
    clock.set('2026-11-23T12:02:01Z');
    const tooLate = await cancel(late.id, token);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.errors[0].code).toBe('cancel_window');

    clock.reset();
    const accepted = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:45:00' });
    const cook = await signInStaff(ctx, 'staff');
    await call(ctx, 'POST', `/api/v1/staff/orders/${accepted.id}/accept`, { token: cook.token, body: {} });
    expect((await cancel(accepted.id, token)).status).toBe(409);

    const other = await register(ctx);
    expect((await cancel(late.id, other.token)).status).toBe(404);
    const stored = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, `Order #${late.reference} cancelled`));
    expect(stored).toEqual([]);
  });
});
