import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notifications,
  openingHours,
  orders,
  payments,
  restaurants,
  simulatedPaymentIntents,
  staffActions,
} from '../../db/schema.ts';
import { call, emailsTo, register, signInStaff } from '../../test/auth-helpers.ts';
import { openStream } from '../../test/event-stream-client.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const START = '2026-11-23T12:00:00Z';
const clock = fixedClock(START);
const minutesLater = (minutes: number) =>
  clock.set(new Date(Date.parse(START) + minutes * 60_000).toISOString());

let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  cook = await signInStaff(ctx);
});
afterAll(() => ctx.close());
beforeEach(() => clock.reset());

const staffCall = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(ctx, method, url, { token: cook.token, body });
const newsOf = (customerId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(notifications.id);

describe('the board', () => {
  it('shows a new order with everything the kitchen needs, and the id its live stream resumes after', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    const board = await staffCall('GET', '/api/v1/staff/orders');
    expect(board.status).toBe(200);
    expect(board.body).toMatchObject({
      now: '2026-11-23T12:00:00.000Z',
      accept_alert_minutes: 4,
      auto_reject_minutes: 10,
    });
    const order = board.body.orders.find((row: { id: number }) => row.id === placed.id);
    expect(order).toMatchObject({
      reference: placed.reference,
      status: 'pending',
      fulfilment: 'collection',
      payment_method: 'cash_on_delivery',
      paid: false,
      payment_state: 'cash_due',
      refunded_cents: null,
      contact_name: 'Aoife Ryan',
      address: null,
      lines: [{ quantity: 3, name: 'Onion Bhaji', note: 'Extra crispy', options: [] }],
    });
    expect(order.change_id).toBeLessThanOrEqual(board.body.last_change_id);
  });
});

describe('the status flow', () => {
  it('accept with a ready time, then processing, handover and delivered: each change tells the customer by notification and e-mail, and is logged', async () => {
    // At 6:40 pm, an order for 7 pm, ready in 25 minutes.
    minutesLater(400);
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    const accepted = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, {
      ready_in_minutes: 25,
    });
    expect(accepted.body).toMatchObject({ status: 'confirmed', ready_at: '2026-11-23T19:05:00.000Z' });

    for (const status of ['processing', 'handover', 'delivered']) {
      const moved = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/advance`, { status });
      expect(moved.body.status).toBe(status);
    }
    const news = await newsOf(customer.id);
    expect(news.map((row) => row.title)).toEqual([
      `Order #${placed.reference} received`,
      `Order #${placed.reference} accepted`,
      `Order #${placed.reference} is being prepared`,
      `Order #${placed.reference} is ready`,
      `Order #${placed.reference} collected`,
    ]);
    expect(news[1]?.description).toContain('ready to collect at about 7:05 PM');
    expect(news.every((row) => row.data.type === 'order_status' && row.data.order_id === placed.id)).toBe(
      true,
    );
    const mails = await emailsTo(ctx, customer.email);
    expect(
      mails
        .map((row) => row.subject)
        .slice(0, 4)
        .reverse(),
    ).toEqual(news.slice(1).map((row) => row.title));
    // The last e-mail closes the story of the payment: the cash was taken at the counter.
    expect(mails[0]?.textBody).toContain('Payment: Paid in cash');

    const log = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `order ${placed.reference}`));
    expect(log.map((row) => [row.staffId, row.action])).toEqual([
      [cook.id, 'accepted an order'],
      [cook.id, 'moved an order to processing'],
      [cook.id, 'moved an order to handover'],
      [cook.id, 'moved an order to delivered'],
    ]);
  });

  it('refuses a step out of turn with 409 and the order as it is, changing nothing', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    const skipped = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/advance`, {
      status: 'processing',
    });
    expect(skipped).toMatchObject({ status: 409, body: { errors: [{ code: 'status' }] } });
    expect(skipped.body.message).toBe(`Order #${placed.reference} is pending now`);

    // Accepted without minutes: ready at the time the customer asked for (7 pm).
    const atTheirTime = await placeOrder(ctx, (await register(ctx)).token);
    const accepted = await staffCall('POST', `/api/v1/staff/orders/${atTheirTime.id}/accept`, {});
    expect(accepted.body).toMatchObject({ status: 'confirmed', ready_at: '2026-11-23T19:00:00.000Z' });

    await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, {});
    const twice = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, {
      ready_in_minutes: 20,
    });
    expect(twice.status).toBe(409);
    const jump = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/advance`, {
      status: 'delivered',
    });
    expect(jump.status).toBe(409);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.status).toBe('confirmed');
    expect(await newsOf(customer.id)).toHaveLength(2);
  });

  it('refuses bad input with 400 and an unknown order with 404', async () => {
    expect(
      (await staffCall('POST', '/api/v1/staff/orders/999999/accept', { ready_in_minutes: 20 })).status,
    ).toBe(404);
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    for (const body of [{ ready_in_minutes: 2 }, { ready_in_minutes: 'soon' }, { ready_in_minutes: 241 }]) {
      expect((await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, body)).status).toBe(400);
    }
    expect((await staffCall('POST', `/api/v1/staff/orders/${placed.id}/cancel`, { reason: '' })).status).toBe(
      400,
    );
    expect(
      (await staffCall('POST', `/api/v1/staff/orders/${placed.id}/advance`, { status: 'refunded' })).status,
    ).toBe(400);
  });

  it('rejecting a cash order cancels it with the reason the customer is told', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    const rejected = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/cancel`, {
      reason: 'We are out of onions.',
    });
    expect(rejected.body).toMatchObject({ status: 'canceled', cancel_reason: 'We are out of onions.' });
    const news = await newsOf(customer.id);
    expect(news.at(-1)).toMatchObject({ title: `Order #${placed.reference} cancelled` });
    expect(news.at(-1)?.description).toContain('We are out of onions.');
  });

  it('canceling a card order refunds the whole amount through the gateway', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token, { card: true });
    await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, {});
    const canceled = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/cancel`, {
      reason: 'The tandoor broke down.',
    });
    expect(canceled.body).toMatchObject({ status: 'refunded', paid: false, payment_state: 'card_refunded' });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, placed.id));
    expect(payment?.status).toBe('refunded');
    const [intent] = await ctx.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, payment?.intentId ?? ''));
    expect(intent?.refundedCents).toBe(intent?.amountCents);
    expect((await newsOf(customer.id)).at(-1)?.title).toBe(
      `Order #${placed.reference} cancelled and refunded`,
    );
    const [refundMail] = await emailsTo(ctx, customer.email);
    expect(refundMail?.textBody).toContain('(5-10 business days)');
    // Handed over or finished, an order can no longer be canceled.
    expect(
      (await staffCall('POST', `/api/v1/staff/orders/${placed.id}/cancel`, { reason: 'Again' })).status,
    ).toBe(409);
  });
});

describe('a refund claimed by a process that stopped before the gateway answered', () => {
  /** A card order whose refund was claimed and asked for, and the process gone: `made` at the gateway or not. */
  async function claimLeftBehind({ made }: { made: boolean }) {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token, { card: true });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, placed.id));
    await ctx.db
      .update(payments)
      .set({ status: 'refunding', refundReason: 'The tandoor broke down.', refundStaffId: cook.id })
      .where(eq(payments.orderId, placed.id));
    if (made) {
      await ctx.db
        .update(simulatedPaymentIntents)
        .set({ refundedCents: payment?.amountCents ?? 0 })
        .where(eq(simulatedPaymentIntents.id, payment?.intentId ?? ''));
    }
    return { customer, placed };
  }
  const statusOf = async (orderId: number) =>
    (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

  it('is finished by the payment sweep when the gateway made it, and the customer told', async () => {
    const { customer, placed } = await claimLeftBehind({ made: true });
    // A refund asked for a moment ago may still be under way: the sweep waits for its answer.
    minutesLater(1);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect(await statusOf(placed.id)).toBe('pending');
    minutesLater(3);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect(await statusOf(placed.id)).toBe('refunded');
    expect((await newsOf(customer.id)).at(-1)?.title).toBe(
      `Order #${placed.reference} cancelled and refunded`,
    );
  });

  it('is released by the payment sweep when the gateway never made it: the order runs on, still paid', async () => {
    const { placed } = await claimLeftBehind({ made: false });
    minutesLater(3);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect(await statusOf(placed.id)).toBe('pending');
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, placed.id));
    expect(payment).toMatchObject({ status: 'placed', refundReason: null });
  });
});

describe('the ready time', () => {
  const pending = async (orderId: number) =>
    (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

  it('is refused before the time the customer asked for, with 422 ready_time, changing nothing', async () => {
    const customer = await register(ctx);
    const forLater = await placeOrder(ctx, customer.token, { scheduleAt: '2026-11-23 19:00:00' });
    // Noon: 'in 20 minutes' would promise 12:20 for an order asked for 7 pm.
    const early = await staffCall('POST', `/api/v1/staff/orders/${forLater.id}/accept`, {
      ready_in_minutes: 20,
    });
    expect(early).toMatchObject({
      status: 422,
      body: {
        message: 'The customer asked for 7:00 PM: it cannot be ready before then',
        errors: [{ code: 'ready_time' }],
      },
    });
    expect(await pending(forLater.id)).toBe('pending');
    expect(await newsOf(customer.id)).toHaveLength(1);

    // 6:30 pm, an order for 7 pm: 25 minutes is too soon, 30 is the time asked, 45 later.
    minutesLater(390);
    const soon = await placeOrder(ctx, customer.token, { scheduleAt: '2026-11-23 19:00:00' });
    const accept = (minutes: number) =>
      staffCall('POST', `/api/v1/staff/orders/${soon.id}/accept`, { ready_in_minutes: minutes });
    expect((await accept(25)).body.errors[0].code).toBe('ready_time');
    expect((await accept(30)).body).toMatchObject({
      status: 'confirmed',
      ready_at: '2026-11-23T19:00:00.000Z',
    });
    const later = await placeOrder(ctx, customer.token, { scheduleAt: '2026-11-23 19:00:00' });
    const late = await staffCall('POST', `/api/v1/staff/orders/${later.id}/accept`, { ready_in_minutes: 45 });
    expect(late.body.ready_at).toBe('2026-11-23T19:15:00.000Z');
  });

  it('is refused before the restaurant opens that day, should its hours change after the order', async () => {
    // 4:30 pm, an order for 5 pm; then Monday's hours become 5:30-10 pm.
    minutesLater(270);
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token, { scheduleAt: '2026-11-23 17:00:00' });
    const [restaurant] = await ctx.db.select().from(restaurants);
    const monday = and(eq(openingHours.restaurantId, restaurant?.id ?? 0), eq(openingHours.weekday, 1));
    await ctx.db.update(openingHours).set({ opensAt: '17:30' }).where(monday);
    try {
      const atTheirTime = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, {});
      expect(atTheirTime).toMatchObject({
        status: 422,
        body: {
          message: 'The restaurant opens at 5:30 PM: it cannot be ready before then',
          errors: [
            {
              code: 'ready_time',
              message: 'The restaurant opens at 5:30 PM: it cannot be ready before then',
            },
          ],
        },
      });
      expect(await pending(placed.id)).toBe('pending');
      const inAnHour = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, {
        ready_in_minutes: 60,
      });
      expect(inAnHour.body).toMatchObject({ status: 'confirmed', ready_at: '2026-11-23T17:30:00.000Z' });
    } finally {
      await ctx.db.update(openingHours).set({ opensAt: '17:00' }).where(monday);
    }
  });
});

describe('an order nobody accepts', () => {
  it('is rejected by the server after the time set (10 minutes), refunded, and the customer told; an accepted one is left', async () => {
    const customer = await register(ctx);
    const forgotten = await placeOrder(ctx, customer.token, { card: true });
    const accepted = await placeOrder(ctx, customer.token);
    await staffCall('POST', `/api/v1/staff/orders/${accepted.id}/accept`, {});

    minutesLater(9);
    await ctx.app.rejectUnacceptedOrders();
    await ctx.app.settleEvents();
    const [waiting] = await ctx.db.select().from(orders).where(eq(orders.id, forgotten.id));
    expect(waiting?.status).toBe('pending');

    minutesLater(11);
    await ctx.app.rejectUnacceptedOrders();
    await ctx.app.settleEvents();
    const [rejected] = await ctx.db.select().from(orders).where(eq(orders.id, forgotten.id));
    expect(rejected).toMatchObject({
      status: 'refunded',
      cancelReason: 'The restaurant could not accept your order in time.',
    });
    const [stillAccepted] = await ctx.db.select().from(orders).where(eq(orders.id, accepted.id));
    expect(stillAccepted?.status).toBe('confirmed');
    const [logged] = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `order ${forgotten.reference}`));
    expect(logged).toMatchObject({ staffId: null, action: 'rejected an order' });
    const titles = (await newsOf(customer.id)).map((row) => row.title);
    expect(titles).toContain(`Order #${forgotten.reference} cancelled and refunded`);
  });
});

describe('the live stream', () => {
  it('sends a new order and each change within a second, and a reconnecting board gets what it missed', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/v1/staff/orders/stream`;
    const stream = await openStream(url, cook.token);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'none'");

    const customer = await register(ctx);
    const started = performance.now();
    const placed = await placeOrder(ctx, customer.token);
    const arrived = await stream.waitFor((event) => event.data.id === placed.id, 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(arrived).toMatchObject({
      event: 'order',
      data: { status: 'pending', reference: placed.reference },
    });

    await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, {});
    const confirmed = await stream.waitFor(
      (event) => event.data.id === placed.id && event.data.status === 'confirmed',
    );
    stream.close();

    // Changes made while the board is away...
    await staffCall('POST', `/api/v1/staff/orders/${placed.id}/advance`, { status: 'processing' });
    const other = await placeOrder(ctx, customer.token);
    // ...reach it when it comes back with the last id it saw.
    const resumed = await openStream(url, cook.token, confirmed.id);
    await resumed.waitFor((event) => event.data.id === placed.id && event.data.status === 'processing');
    await resumed.waitFor((event) => event.data.id === other.id && event.data.status === 'pending');
    resumed.close();
  });
});
