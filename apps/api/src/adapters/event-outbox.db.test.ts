import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, orderEventDeliveries, orderEvents, outbox } from '../db/schema.ts';
import { type OrderEvent, type OrderSubscriber, orderOf } from '../modules/orders/index.ts';
import { call, register, signInStaff } from '../test/auth-helpers.ts';
import { placeOrder } from '../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../test/test-app.ts';

/*
 * The order events' delivery (decision 062), heard by a subscriber of the test's own: given to
 * buildApp beside the app's list (subscribers.ts), so no file of orders knows of it, and reading the
 * order through orders' index.ts as a module's subscriber does.
 */

const clock = fixedClock('2026-11-23T12:00:00Z');
beforeEach(() => clock.reset());

const heard: Pick<OrderEvent, 'type' | 'orderId' | 'payload'>[] = [];
/** The next `order.placed` delivery fails, after writing a notification that must not stay. */
let failNextPlaced = false;

const recorder: OrderSubscriber = {
  config: { name: 'test.recorder', event: ['order.placed', 'order.accepted'] },
  async handler({ event, deps }) {
    const order = await orderOf(deps, { orderId: event.orderId });
    if (order.customerId === null) throw new Error('an order of the test has its customer');
    await deps.db.insert(notifications).values({
      customerId: order.customerId,
      title: `heard ${event.type}`,
      description: `order ${order.reference}`,
      data: { type: 'order_status', order_id: order.id },
      createdAt: event.createdAt,
    });
    if (event.type === 'order.placed' && failNextPlaced) {
      failNextPlaced = false;
      throw new Error('the test subscriber failed');
    }
    heard.push({ type: event.type, orderId: event.orderId, payload: event.payload });
  },
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, subscribers: [recorder] });
});
afterAll(() => ctx.close());

const deliveriesOf = (orderId: number) =>
  ctx.db
    .select({
      subscriber: orderEventDeliveries.subscriber,
      attempts: orderEventDeliveries.attempts,
      sentAt: orderEventDeliveries.sentAt,
      error: orderEventDeliveries.error,
    })
    .from(orderEventDeliveries)
    .innerJoin(orderEvents, eq(orderEvents.id, orderEventDeliveries.eventId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEventDeliveries.id);

const heardRows = (reference: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.title, 'heard order.placed'), eq(notifications.description, `order ${reference}`)),
    );

describe('the order events', () => {
  it('reach a subscriber added outside orders, once per event, with the ids and what changed', async () => {
    const customer = await register(ctx);
    const cook = await signInStaff(ctx);
    const placed = await placeOrder(ctx, customer.token);
    await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/accept`, { token: cook.token, body: {} });
    await ctx.app.settleEvents();

    const ofOrder = heard.filter((event) => event.orderId === placed.id);
    expect(ofOrder.map((event) => event.type)).toEqual(['order.placed', 'order.accepted']);
    expect(ofOrder[1]?.payload).toMatchObject({ from: 'pending', to: 'confirmed', by: 'staff' });
    const ours = (await deliveriesOf(placed.id)).filter((row) => row.subscriber === 'test.recorder');
    expect(ours.map((row) => [row.attempts, row.sentAt !== null])).toEqual([
      [1, true],
      [1, true],
    ]);
  });

  it('retry a failed subscriber alone, its writes undone, and never run one that succeeded again', async () => {
    const customer = await register(ctx);
    failNextPlaced = true;
    const placed = await placeOrder(ctx, customer.token);
    await ctx.app.settleEvents();

    const deliveries = await deliveriesOf(placed.id);
    expect(deliveries.find((row) => row.subscriber === 'test.recorder')).toMatchObject({
      attempts: 1,
      sentAt: null,
      error: 'the test subscriber failed',
    });
    const others = deliveries.filter((row) => row.subscriber !== 'test.recorder');
    expect(others.map((row) => row.subscriber).sort()).toEqual([
      'notifications.order-news',
      'printers.order-tickets',
      'push.order-pushes',
    ]);
    expect(others.every((row) => row.sentAt !== null)).toBe(true);
    // What it wrote went with its failure.
    expect(await heardRows(placed.reference)).toHaveLength(0);

    // After its back-off (30 s), the next look delivers it; the others are not run again.
    clock.set('2026-11-23T12:00:31Z');
    await ctx.app.settleEvents();
    expect((await deliveriesOf(placed.id)).find((row) => row.subscriber === 'test.recorder')).toMatchObject({
      attempts: 2,
      error: null,
      sentAt: new Date('2026-11-23T12:00:31Z'),
    });
    expect(heard.filter((event) => event.orderId === placed.id)).toHaveLength(1);
    expect(await heardRows(placed.reference)).toHaveLength(1);
    const emails = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, customer.email));
    expect(
      emails.filter((email) => email.subject.startsWith(`Your order #${placed.reference}`)),
    ).toHaveLength(1);
  });
});
