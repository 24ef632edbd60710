import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderRefunds, orders, products, restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { startFakeStripeServer, stripeTestEnv } from '../../test/fake-stripe-server.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/*
 * Part refunds where the database decides (issue 49, decision 070): refunds asked at the same time
 * never give back more than was paid, the loser answered 409 (the order's row locked, the refunds
 * added up in the same transaction); and a card refund is made once, its answer lost or its
 * gateway away, by its own idempotency key. Stripe is a local fake of its API.
 */

const START = '2026-11-23T12:00:00Z';
const clock = fixedClock(START);
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
});

const basket = () => ({
  order_type: 'take_away',
  restaurant_id: '2',
  cart: [{ item_id: bhajiId, quantity: 3, variations: [] }],
  schedule_at: '2026-11-23 18:00:00',
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '087 123 4567',
});

const staffCall = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(ctx, method, url, { token: cook.token, body });

let keyCounter = 0;
/** Three bhajis, €19.50: in cash, handed over; or paid at Stripe and accepted. */
async function order(card: boolean): Promise<{ orderId: number; intentId: string | null }> {
  const customer = await register(ctx);
  let payment: Record<string, string> = { payment_method: 'cash_on_delivery' };
  let intentId: string | null = null;
  if (card) {
    const asked = await call(ctx, 'POST', '/api/v1/stripe/wpay', {
      token: customer.token,
      body: { order: basket() },
    });
    intentId = asked.body.stripePaymentId as string;
    fake.succeed(intentId);
    payment = { payment_method: 'digital_payment', stripe_payment_intent_id: intentId };
  }
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    payload: { ...basket(), ...payment, order_amount: '19.50' },
    headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `part-${++keyCounter}` },
    remoteAddress: clientAddress(),
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId = placed.json().order_id as number;
  await staffCall('POST', `/api/v1/staff/orders/${orderId}/accept`, {});
  if (!card) {
    for (const status of ['processing', 'handover', 'delivered'])
      await staffCall('POST', `/api/v1/staff/orders/${orderId}/advance`, { status });
  }
  return { orderId, intentId };
}

/** Ten refunds of €5.00 at once, as ten members might press the button. */
async function tenAtOnce(orderId: number) {
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/staff/orders/${orderId}/refunds`,
        payload: { reason: `Refund ${index + 1}`, amount_cents: 500 },
        headers: { authorization: `Bearer ${cook.token}` },
        remoteAddress: clientAddress(),
      }),
    ),
  );
  await ctx.app.settleEvents();
  return answers;
}

const refundsOf = (orderId: number) =>
  ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

describe('part refunds at the same time', () => {
  for (const card of [false, true]) {
    it(`never pass the paid total, the others refused with 409 (${card ? 'card' : 'cash'})`, async () => {
      const { orderId, intentId } = await order(card);
      const answers = await tenAtOnce(orderId);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // €19.50 takes three refunds of €5.00; a fourth would be €20.00.
      expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)?.json();
      expect(refused.errors[0].code).toBe('refund_unavailable');
      expect(refused.message).toMatch(/^At most €(4\.50|9\.50|14\.50) can still be refunded on order #/);
      const made = await refundsOf(orderId);
      expect(made.map((refund) => [refund.amountCents, refund.status])).toEqual([
        [500, 'succeeded'],
        [500, 'succeeded'],
        [500, 'succeeded'],
      ]);
      if (intentId) {
        expect(
          fake
            .refunds()
            .filter((refund) => refund.payment_intent === intentId)
            .map((r) => r.amount),
        ).toEqual([500, 500, 500]);
      }
    });
  }
});

describe('a card part refund', () => {
  it('whose answer is lost is found by its key, made once', async () => {
    const { orderId, intentId } = await order(true);
    fake.faults.loseRefundAnswers = true;
    const lost = await staffCall('POST', `/api/v1/staff/orders/${orderId}/refunds`, {
      reason: 'Cold',
      amount_cents: 700,
    });
    expect(lost.status, JSON.stringify(lost.body)).toBe(200);
    expect(lost.body.refunds[0]).toMatchObject({ status: 'succeeded', amount_cents: 700 });
    // Stripe's library tried again with the same key; Stripe made one refund.
    expect(fake.refunds().filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
  });

  it('left pending with the gateway away is sent again by the sweep with its key, and made once', async () => {
    const { orderId, intentId } = await order(true);
    fake.faults.unreachable = true;
    const away = await staffCall('POST', `/api/v1/staff/orders/${orderId}/refunds`, {
      reason: 'Cold',
      amount_cents: 700,
    });
    expect(away.status).toBe(502);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(away.body.message).toBe(
      `The card gateway did not answer whether it refunded part of order #${row?.reference}; it is asked again within minutes`,
    );
    expect((await refundsOf(orderId)).map((refund) => refund.status)).toEqual(['pending']);
    // While it is pending it counts: no more than what is left can be asked.
    fake.faults.unreachable = false;
    const over = await staffCall('POST', `/api/v1/staff/orders/${orderId}/refunds`, {
      reason: 'More',
      amount_cents: 1300,
    });
    expect(over.status).toBe(409);

    clock.set('2026-11-23T12:03:00Z');
    await ctx.app.sweepPayments();
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect((await refundsOf(orderId)).map((refund) => refund.status)).toEqual(['succeeded']);
    expect(
      fake
        .refunds()
        .filter((refund) => refund.payment_intent === intentId)
        .map((r) => r.amount),
    ).toEqual([700]);
  });
});
