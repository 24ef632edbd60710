import { centsToEuroString, orderMessages } from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products, restaurants, simulatedPaymentIntents } from '../../db/schema.ts';
import { call, register } from '../../test/auth-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin: today's slots run 17:00-22:00.
const clock = fixedClock('2026-11-23T12:00:00Z');

let ctx: TestContext;
let bhaji: { id: number; priceCents: number };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  const [row] = await ctx.db.select().from(products).where(eq(products.name, 'Onion Bhaji'));
  if (!row) throw new Error('no Onion Bhaji seeded');
  bhaji = row;
});
afterAll(() => ctx.close());

/** `quantity` onion bhajis for collection at 6 pm today: the order payload without its payment. */
const basket = (quantity = 3) => ({
  order_type: 'take_away',
  restaurant_id: '2',
  cart: [{ item_id: bhaji.id, quantity, variations: [] }],
  schedule_at: '2026-11-23 18:00:00',
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '087 123 4567',
});

type Customer = Awaited<ReturnType<typeof register>>;

/** `POST /api/v1/stripe/wpay` as the first version sends it, with an amount of its own choosing. */
const askToPay = (customer: Customer, order = basket(), amount: unknown = 0.5) =>
  call(ctx, 'POST', '/api/v1/stripe/wpay', {
    token: customer.token,
    body: {
      user_id: customer.id,
      user_name: 'Aoife Ryan',
      email: customer.email,
      phone: '0871234567',
      payment_method_id: 'pm_from_the_browser',
      amount,
      currency_code: 'EUR',
      order,
    },
  });

const CARD = { exp_month: 12, exp_year: 2030, cvc: '123' };

const tryCard = (
  customer: Customer,
  payment: { stripePaymentId: string; clientSecret: string },
  number: string,
) =>
  call(ctx, 'POST', '/api/v1/payments/simulated/confirm', {
    token: customer.token,
    body: {
      payment_intent_id: payment.stripePaymentId,
      client_secret: payment.clientSecret,
      card: { number, ...CARD },
    },
  });

/** A payment asked for and paid with 4242 4242 4242 4242. */
async function paidPayment(customer: Customer, order = basket()) {
  const asked = await askToPay(customer, order);
  expect(asked.status).toBe(200);
  const paid = await tryCard(customer, asked.body, '4242 4242 4242 4242');
  expect(paid.body).toEqual({ status: 'succeeded', error: null });
  return asked.body as { stripePaymentId: string; clientSecret: string; amount: string };
}

let keyCounter = 0;
async function placeCardOrder(customer: Customer, intentId: string, order = basket(), amount?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    payload: {
      ...order,
      order_amount: amount ?? centsToEuroString(bhaji.priceCents * (order.cart[0]?.quantity ?? 0)),
      payment_method: 'digital_payment',
      payment_id: intentId,
      transaction_reference: intentId,
      stripe_payment_intent_id: intentId,
    },
    headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `card-${++keyCounter}` },
    remoteAddress: clientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

const ordersOf = (customerId: number) =>
  ctx.db.select().from(orders).where(eq(orders.customerId, customerId));

describe('the gateway configured', () => {
  it('is the simulated one outside production, said to the browser without a key', async () => {
    const answer = await call(ctx, 'GET', '/api/v1/payments/config');
    expect(answer.body).toEqual({ gateway: 'simulated', publishable_key: null });
  });
});

describe('asking for a card payment (wpay)', () => {
  it('needs the bearer token', async () => {
    const answer = await call(ctx, 'POST', '/api/v1/stripe/wpay', { body: { order: basket() } });
    expect(answer.status).toBe(401);
  });

  it("is for the server's quote of the basket, whatever amount the browser names, and recorded with it", async () => {
    const customer = await register(ctx);
    const answer = await askToPay(customer, basket(3), 0.5);
    expect(answer.status).toBe(200);
    const total = bhaji.priceCents * 3;
    expect(answer.body).toMatchObject({
      clientSecret: expect.stringMatching(/^pi_sim_\w+_secret_\w+$/),
      stripePaymentId: expect.stringMatching(/^pi_sim_/),
      stripeCustomerId: null,
      amount: centsToEuroString(total),
    });
    const [intent] = await ctx.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, answer.body.stripePaymentId));
    expect(intent).toMatchObject({
      amountCents: total,
      currency: 'eur',
      status: 'requires_payment_method',
      metadata: { customer_id: String(customer.id) },
    });
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, answer.body.stripePaymentId));
    expect(payment).toMatchObject({
      customerId: customer.id,
      amountCents: total,
      status: 'open',
      orderId: null,
    });
    expect(payment?.basket).toMatchObject({ cart: basket(3).cart, order_amount: centsToEuroString(total) });
  });

  it('refuses a basket the restaurant would not take, before anyone pays', async () => {
    const customer = await register(ctx);
    const answer = await askToPay(customer, basket(1));
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].code).toBe('minimum_order');
    const recorded = await ctx.db.select().from(payments).where(eq(payments.customerId, customer.id));
    expect(recorded).toEqual([]);
  });
});

describe("the simulated gateway's test cards", () => {
  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline', orderMessages.card.declined],
    ['4000 0000 0000 9995', 'card_declined', 'insufficient_funds', orderMessages.card.insufficientFunds],
    ['4000 0000 0000 0069', 'expired_card', 'expired_card', orderMessages.card.expired],
    ['4000 0000 0000 0127', 'incorrect_cvc', 'incorrect_cvc', orderMessages.card.incorrectCvc],
    ['4000 0000 0000 0119', 'processing_error', 'processing_error', orderMessages.card.processingError],
    ['4242 4242 4242 4241', 'incorrect_number', null, orderMessages.card.incorrectNumber],
  ])(
    '%s is refused with %s (%s) and the spec’s text; another card then pays',
    async (number, code, declineCode, message) => {
      const customer = await register(ctx);
      const payment = (await askToPay(customer)).body;
      const refused = await tryCard(customer, payment, number);
      expect(refused.body).toEqual({
        status: 'requires_payment_method',
        error: { code, decline_code: declineCode, message },
      });
      const paid = await tryCard(customer, payment, '4242424242424242');
      expect(paid.body).toEqual({ status: 'succeeded', error: null });
    },
  );

  it('4000 0025 0000 3155 waits for 3-D Secure: approved it pays, refused it fails and another try is possible', async () => {
    const customer = await register(ctx);
    const authenticate = (payment: { stripePaymentId: string; clientSecret: string }, approve: boolean) =>
      call(ctx, 'POST', '/api/v1/payments/simulated/authenticate', {
        token: customer.token,
        body: { payment_intent_id: payment.stripePaymentId, client_secret: payment.clientSecret, approve },
      });
    const first = (await askToPay(customer)).body;
    expect((await tryCard(customer, first, '4000002500003155')).body).toEqual({
      status: 'requires_action',
      error: null,
    });
    expect((await authenticate(first, true)).body).toEqual({ status: 'succeeded', error: null });

    const second = (await askToPay(customer)).body;
    await tryCard(customer, second, '4000002500003155');
    const refused = await authenticate(second, false);
    expect(refused.body).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'payment_intent_authentication_failure', message: orderMessages.card.paymentFailed },
    });
    expect((await tryCard(customer, second, '4000002500003155')).body.status).toBe('requires_action');
  });

  it('a paid payment takes no second card; another customer’s payment is not found', async () => {
    const customer = await register(ctx);
    const payment = await paidPayment(customer);
    const again = await tryCard(customer, payment, '4242424242424242');
    expect(again.status).toBe(409);
    const stranger = await register(ctx);
    expect((await tryCard(stranger, payment, '4242424242424242')).status).toBe(404);
  });
});

describe('placing a card order', () => {
  it('with a payment that succeeded for its total: placed, and the payment marked as its own', async () => {
    const customer = await register(ctx);
    const payment = await paidPayment(customer);
    const placed = await placeCardOrder(customer, payment.stripePaymentId);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ order_id: expect.any(Number), total: payment.amount });
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({
      paymentMethod: 'digital_payment',
      paymentIntentId: payment.stripePaymentId,
    });
    const [record] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, payment.stripePaymentId));
    expect(record).toMatchObject({ status: 'placed', orderId: placed.body.order_id });
  });

  it('the same payment placed again (another tab, a new key) answers its order: one order', async () => {
    const customer = await register(ctx);
    const payment = await paidPayment(customer);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeCardOrder(customer, payment.stripePaymentId)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.order_id)).size).toBe(1);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('refuses with payment_failed: not paid, paid for another amount, another customer’s, unknown', async () => {
    const customer = await register(ctx);
    const unpaid = (await askToPay(customer)).body;
    await tryCard(customer, unpaid, '4000000000000002');
    const paidForThree = await paidPayment(customer, basket(3));
    const stranger = await register(ctx);
    const strangers = await paidPayment(stranger);

    for (const attempt of [
      placeCardOrder(customer, unpaid.stripePaymentId),
      placeCardOrder(customer, paidForThree.stripePaymentId, basket(4)),
      placeCardOrder(customer, strangers.stripePaymentId),
      placeCardOrder(customer, 'pi_sim_unknown'),
    ]) {
      const answer = await attempt;
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0]).toEqual({
        code: 'payment_failed',
        message: 'Payment processing failed.',
      });
    }
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it('a payment pays for one order only: the database refuses a second order with it', async () => {
    const customer = await register(ctx);
    const payment = await paidPayment(customer);
    const placed = await placeCardOrder(customer, payment.stripePaymentId);
    const [order] = await ordersOf(customer.id);
    if (!order) throw new Error('no order placed');
    const { id: _id, reference: _reference, ...copy } = order;
    await expect(ctx.db.insert(orders).values({ ...copy, reference: 'ZZZZZZ' })).rejects.toThrow();
    expect(placed.status).toBe(200);
  });
});

describe('without a card gateway (PAYMENT_GATEWAY=none)', () => {
  let cashOnly: TestContext;
  beforeAll(async () => {
    cashOnly = await createTestApp({ clock, env: { PAYMENT_GATEWAY: 'none' } });
    await cashOnly.db.update(restaurants).set({ slotCapacity: 100_000 });
  });
  afterAll(() => cashOnly.close());

  it('says so to the browser, and refuses card payments with its reason', async () => {
    expect((await call(cashOnly, 'GET', '/api/v1/payments/config')).body).toEqual({
      gateway: 'none',
      publishable_key: null,
    });
    const customer = await register(cashOnly);
    const asked = await call(cashOnly, 'POST', '/api/v1/stripe/wpay', {
      token: customer.token,
      body: { order: basket() },
    });
    expect(asked.status).toBe(422);
    expect(asked.body.errors[0]).toEqual({ code: 'payment_failed', message: orderMessages.card.notTaken });
    const quote = await call(cashOnly, 'POST', '/api/v1/customer/order/quote', {
      token: customer.token,
      body: { ...basket(), payment_method: 'digital_payment' },
    });
    expect(quote.body.problems).toContainEqual({
      code: 'payment_failed',
      message: orderMessages.card.notTaken,
    });
    expect(
      (await call(cashOnly, 'POST', '/api/v1/payments/simulated/confirm', { token: customer.token })).status,
    ).toBe(404);
  });
});
