import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, orders, payments, products, restaurants, staffActions } from '../../db/schema.ts';
import { call, emailsTo, isConfirmationLink, register, signInStaff } from '../../test/auth-helpers.ts';
import { startFakeStripeServer, stripeTestEnv } from '../../test/fake-stripe-server.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/*
 * A refund whose answer is lost (issue 30): Stripe, a local fake of its API, makes the refund and
 * the connection drops before the answer, or cannot be reached at all. The refund's state is asked
 * again before an order is kept or refunded twice.
 */

// Monday 23 November 2026, noon in Dublin: today's slots run 17:00-22:00.
const START = '2026-11-23T12:00:00Z';
const clock = fixedClock(START);
const later = (minutes: number) => clock.set(new Date(Date.parse(START) + minutes * 60_000).toISOString());

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeStripeServer>>;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let bhajiId: number;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  ctx = await createTestApp({
    clock,
    env: stripeTestEnv(fake.url),
  });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  const [bhaji] = await ctx.db.select().from(products).where(eq(products.name, 'Onion Bhaji'));
  bhajiId = bhaji?.id ?? 0;
  cook = await signInStaff(ctx);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  clock.reset();
  fake.faults.loseRefundAnswers = false;
  fake.faults.unreachable = false;
  fake.faults.downAfterRefund = false;
});

type Customer = Awaited<ReturnType<typeof register>>;

const basket = () => ({
  order_type: 'take_away',
  restaurant_id: '2',
  cart: [{ item_id: bhajiId, quantity: 3, variations: [] }],
  schedule_at: '2026-11-23 18:00:00',
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '087 123 4567',
});

/** wpay, then the card accepted at Stripe (what Stripe.js does in the browser). */
async function paidAtStripe(customer: Customer): Promise<string> {
  const asked = await call(ctx, 'POST', '/api/v1/stripe/wpay', {
    token: customer.token,
    body: { order: basket() },
  });
  expect(asked.status).toBe(200);
  fake.succeed(asked.body.stripePaymentId);
  return asked.body.stripePaymentId;
}

let keyCounter = 0;
/** A card order placed and accepted by the kitchen: running, paid at Stripe. */
async function runningCardOrder(customer: Customer) {
  const intentId = await paidAtStripe(customer);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    payload: {
      ...basket(),
      order_amount: '19.50',
      payment_method: 'digital_payment',
      stripe_payment_intent_id: intentId,
    },
    headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `lost-${++keyCounter}` },
    remoteAddress: clientAddress(),
  });
  expect(placed.statusCode).toBe(200);
  const orderId = placed.json().order_id as number;
  expect((await staffCall('POST', `/api/v1/staff/orders/${orderId}/accept`, {})).status).toBe(200);
  return { intentId, orderId };
}

const staffCall = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(ctx, method, url, { token: cook.token, body });
const cancel = (orderId: number) =>
  staffCall('POST', `/api/v1/staff/orders/${orderId}/cancel`, { reason: 'The tandoor broke down.' });
const orderRow = async (orderId: number) =>
  (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const paymentOf = async (intentId: string) =>
  (await ctx.db.select().from(payments).where(eq(payments.intentId, intentId)))[0];
const refundsAtStripe = (intentId: string) =>
  fake.refunds().filter((refund) => refund.payment_intent === intentId);
const newsOf = (customerId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(notifications.id);

describe('a refund whose answer is lost', () => {
  it('made by Stripe when staff cancel a card order: the order ends refunded and the customer told, one refund at Stripe', async () => {
    const customer = await register(ctx);
    const { intentId, orderId } = await runningCardOrder(customer);
    fake.faults.loseRefundAnswers = true;

    const canceled = await cancel(orderId);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'refunded', payment_state: 'card_refunded' });
    expect(await paymentOf(intentId)).toMatchObject({ status: 'refunded' });
    expect(refundsAtStripe(intentId)).toHaveLength(1);
    const reference = (await orderRow(orderId))?.reference;
    expect((await newsOf(customer.id)).at(-1)?.title).toBe(`Order #${reference} cancelled and refunded`);
    const [mail] = await emailsTo(ctx, customer.email);
    expect(mail?.textBody).toContain('(5-10 business days)');

    // Asked again, nothing more is refunded.
    fake.faults.loseRefundAnswers = false;
    expect((await cancel(orderId)).status).toBe(409);
    expect(refundsAtStripe(intentId)).toHaveLength(1);
  });

  it('made by Stripe when the payment sweep refunds a payment whose order cannot be placed: refunded and the customer told, once', async () => {
    const customer = await register(ctx);
    const intentId = await paidAtStripe(customer);
    // The dish is taken off the menu before anyone places the order.
    await ctx.db.update(products).set({ available: false }).where(eq(products.id, bhajiId));
    fake.faults.loseRefundAnswers = true;
    try {
      later(3);
      await ctx.app.sweepPayments();
      await ctx.app.settleEvents();
    } finally {
      await ctx.db.update(products).set({ available: true }).where(eq(products.id, bhajiId));
    }
    expect(await paymentOf(intentId)).toMatchObject({ status: 'refunded', orderId: null });
    expect(refundsAtStripe(intentId)).toHaveLength(1);
    const told = await newsOf(customer.id);
    expect(told.map((row) => row.title)).toEqual(['Your payment was refunded']);
    expect(told[0]?.description).toContain('Some items in your cart are no longer available.');

    // The next look neither places an order with the money nor refunds it again.
    fake.faults.loseRefundAnswers = false;
    later(5);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect(await ctx.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
    expect(refundsAtStripe(intentId)).toHaveLength(1);
    expect((await emailsTo(ctx, customer.email)).filter((mail) => !isConfirmationLink(mail))).toHaveLength(1);
  });

  it('with Stripe unreachable to ask: the refund stays pending, the order neither refunded nor released, until a sweep finds it made', async () => {
    const customer = await register(ctx);
    const { intentId, orderId } = await runningCardOrder(customer);
    // The refund is made, then Stripe cannot be reached to ask about it.
    fake.faults.downAfterRefund = true;
    const canceled = await cancel(orderId);
    expect(canceled.status).toBe(502);
    expect(canceled.body.errors[0].code).toBe('payment_gateway_failed');
    expect(refundsAtStripe(intentId)).toHaveLength(1);
    expect(await paymentOf(intentId)).toMatchObject({ status: 'refunding' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed' });
    // Staff asking again are told it is under way; nothing is refunded twice.
    expect(await cancel(orderId)).toMatchObject({ status: 409, body: { errors: [{ code: 'status' }] } });

    // Stripe still down at the sweep: still pending.
    later(3);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect(await paymentOf(intentId)).toMatchObject({ status: 'refunding' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed' });

    // Back: the next sweep finds the refund made and finishes the order, in the member's name.
    fake.faults.unreachable = false;
    fake.faults.downAfterRefund = false;
    later(4);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect(await orderRow(orderId)).toMatchObject({
      status: 'refunded',
      cancelReason: 'The tandoor broke down.',
    });
    expect(await paymentOf(intentId)).toMatchObject({ status: 'refunded' });
    expect(refundsAtStripe(intentId)).toHaveLength(1);
    const reference = (await orderRow(orderId))?.reference;
    expect((await newsOf(customer.id)).at(-1)?.title).toBe(`Order #${reference} cancelled and refunded`);
    const [logged] = await ctx.db
      .select()
      .from(staffActions)
      .where(
        and(eq(staffActions.subject, `order ${reference}`), eq(staffActions.action, 'cancelled an order')),
      );
    expect(logged).toMatchObject({ staffId: cook.id, details: { to: 'refunded' } });
  });

  it('never made because Stripe could not be reached at all: the order runs on once Stripe says so, and a cancel then refunds it once', async () => {
    const customer = await register(ctx);
    const { intentId, orderId } = await runningCardOrder(customer);
    fake.faults.unreachable = true;
    expect((await cancel(orderId)).status).toBe(502);
    expect(await paymentOf(intentId)).toMatchObject({ status: 'refunding' });

    fake.faults.unreachable = false;
    later(3);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect(await paymentOf(intentId)).toMatchObject({ status: 'placed' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed' });
    expect(refundsAtStripe(intentId)).toEqual([]);

    const canceled = await cancel(orderId);
    expect(canceled.body).toMatchObject({ status: 'refunded' });
    expect(refundsAtStripe(intentId)).toHaveLength(1);
  });
});
