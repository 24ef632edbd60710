import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, pushOutbox, pushSubscriptions, restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Issue 47: the restaurant's inbox had the kitchen copy of a new order, and nothing when the customer
// cancelled it or nobody accepted it in time: it still read as new. Both are now e-mailed to the
// restaurant, and pushed to the staff's devices, as the new order was.
// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let restaurantEmail: string;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const cook = await signInStaff(ctx, 'staff');
  await ctx.db.insert(pushSubscriptions).values({
    endpoint: 'https://push.example.test/kitchen-tablet',
    p256dh: 'BExample',
    auth: 'secret',
    staffMemberId: cook.id,
    createdAt: clock.now(),
  });
  restaurantEmail = (await ctx.db.select().from(restaurants))[0]?.email ?? '';
});
beforeEach(() => clock.reset());
afterAll(() => ctx.close());

const lastId = async () => (await ctx.db.select({ id: outbox.id }).from(outbox)).at(-1)?.id ?? 0;
const lastPushId = async () => (await ctx.db.select({ id: pushOutbox.id }).from(pushOutbox)).at(-1)?.id ?? 0;
const mailsToRestaurantAfter = (id: number) =>
  ctx.db
    .select()
    .from(outbox)
    .where(and(gt(outbox.id, id), eq(outbox.toAddress, restaurantEmail)));
const pushesAfter = (id: number) => ctx.db.select().from(pushOutbox).where(gt(pushOutbox.id, id));

describe('the restaurant told of an order that will not be made', () => {
  it('when the customer cancels it: an e-mail to its inbox and a push to the staff’s devices', async () => {
    const { token } = await register(ctx);
    const order = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:00:00' });
    const [mailsBefore, pushesBefore] = [await lastId(), await lastPushId()];
    clock.set('2026-11-23T12:01:00Z');
    expect((await call(ctx, 'POST', `/api/v1/customer/order/${order.id}/cancel`, { token })).status).toBe(
      200,
    );

    const [mail] = await mailsToRestaurantAfter(mailsBefore);
    expect(mail?.subject).toBe(`Order #${order.reference} was cancelled by the customer`);
    expect(mail?.textBody).toContain(`Order #${order.reference}`);
    expect(mail?.textBody).toContain('Do not make it.');
    const pushes = await pushesAfter(pushesBefore);
    expect(pushes.map((push) => push.payload)).toEqual([
      expect.objectContaining({
        title: `Order #${order.reference} cancelled`,
        tag: `staff-order-${order.id}`,
        status: 'canceled',
      }),
    ]);
  });

  it('when nobody accepted it in time and it was rejected by itself', async () => {
    const { token } = await register(ctx);
    const order = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:00:00' });
    const [mailsBefore, pushesBefore] = [await lastId(), await lastPushId()];
    clock.set('2026-11-23T13:00:00Z');
    expect(await ctx.app.rejectUnacceptedOrders()).toBeGreaterThanOrEqual(1);
    await ctx.app.settleEvents();

    const mails = await mailsToRestaurantAfter(mailsBefore);
    const mail = mails.find((sent) => sent.subject.includes(order.reference));
    expect(mail?.subject).toBe(`Order #${order.reference} was rejected: nobody accepted it in time`);
    expect(mail?.textBody).toContain('The customer has been told');
    const pushes = (await pushesAfter(pushesBefore)).map((push) => push.payload);
    expect(pushes).toContainEqual(
      expect.objectContaining({ title: `Order #${order.reference} rejected`, status: 'canceled' }),
    );
  });

  it('not when the staff cancel or reject it themselves: they know', async () => {
    const { token } = await register(ctx);
    const order = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:00:00' });
    const mailsBefore = await lastId();
    const cook = await signInStaff(ctx, 'staff');
    const rejected = await call(ctx, 'POST', `/api/v1/staff/orders/${order.id}/cancel`, {
      token: cook.token,
      body: { reason: 'Out of lamb' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await mailsToRestaurantAfter(mailsBefore)).toEqual([]);
  });
});
