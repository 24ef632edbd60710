import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, restaurants } from '../../db/schema.ts';
import { call, emailsTo, register } from '../../test/auth-helpers.ts';
import { startFakeStripeServer, stripeTestEnv } from '../../test/fake-stripe-server.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/**
 * Card orders with PAYMENT_GATEWAY=stripe, Stripe being a local fake of its API: the payment asked
 * for with the server's amount, the webhook's signature checked, and exactly one order whether the
 * webhook comes before, after or instead of the browser's placement.
 */

// Monday 23 November 2026, noon in Dublin: today's slots run 17:00-22:00.
const clock = fixedClock('2026-11-23T12:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_tiffin';

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeStripeServer>>;
let bhajiId: number;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  ctx = await createTestApp({
    clock,
    env: stripeTestEnv(fake.url, WEBHOOK_SECRET),
  });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  const menu = await call(ctx, 'GET', '/api/custom/custom/products-with-categories');
  bhajiId = (menu.body.products as { id: number; name: string }[]).find((dish) => dish.name === 'Onion Bhaji')
    ?.id as number;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
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
    body: { amount: 1, order: basket() },
  });
  expect(asked.status).toBe(200);
  fake.succeed(asked.body.stripePaymentId);
  return asked.body.stripePaymentId;
}

let eventCounter = 0;
function webhook(intentId: string, { secret = WEBHOOK_SECRET, id = `evt_${++eventCounter}`, age = 0 } = {}) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(Date.now() / 1000) - age,
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

let keyCounter = 0;
async function browserPlaces(customer: Customer, intentId: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    payload: {
      ...basket(),
      order_amount: '19.50',
      payment_method: 'digital_payment',
      stripe_payment_intent_id: intentId,
    },
    headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `stripe-${++keyCounter}` },
    remoteAddress: clientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

const ordersOf = (customerId: number) =>
  ctx.db.select().from(orders).where(eq(orders.customerId, customerId));

describe('with Stripe', () => {
  it('the browser is told the gateway and its publishable key, and the pages may load Stripe.js; the intent is for the server’s amount', async () => {
    const config = await ctx.app.inject({ url: '/api/v1/payments/config' });
    expect(config.json()).toEqual({ gateway: 'stripe', publishable_key: 'pk_test_tiffin' });
    const page = await ctx.app.inject({ url: '/' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com https://*.js.stripe.com',
    );
    // The express row's wallet buttons (issue 52) are frames and scripts of Stripe.js's subdomains.
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    const customer = await register(ctx);
    const intentId = await paidAtStripe(customer);
    expect(fake.intents.get(intentId)).toMatchObject({
      amount: 1950,
      currency: 'eur',
      metadata: { customer_id: String(customer.id) },
    });
  });

  it('webhook after the browser placed: nothing more happens', async () => {
    const customer = await register(ctx);
    const intentId = await paidAtStripe(customer);
    const placed = await browserPlaces(customer, intentId);
    expect(placed.status).toBe(200);
    expect((await webhook(intentId)).json()).toEqual({ received: true, result: 'handled' });
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('webhook before the browser: the order is placed from the basket paid for, and the browser gets that order', async () => {
    const customer = await register(ctx);
    const intentId = await paidAtStripe(customer);
    expect((await webhook(intentId)).statusCode).toBe(200);
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({ paymentIntentId: intentId, totalCents: 1950 });
    const placed = await browserPlaces(customer, intentId);
    expect(placed).toMatchObject({ status: 200, body: { order_id: order?.id } });
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('webhook instead of the browser (closed before placing): one order, its receipt e-mailed as paid by card', async () => {
    const customer = await register(ctx);
    const intentId = await paidAtStripe(customer);
    await webhook(intentId);
    expect(await ordersOf(customer.id)).toHaveLength(1);
    const [receipt] = await emailsTo(ctx, customer.email);
    expect(receipt?.subject).toMatch(/^Your order #[A-Z0-9]{6} at Tiffin$/);
    // Paid by card before the order existed: its receipt never reads as cash due.
    expect(receipt?.textBody).toContain('Payment: Paid by card');
  });

  it('webhook and browser at once: one order', async () => {
    const customer = await register(ctx);
    const intentId = await paidAtStripe(customer);
    const [, placed] = await Promise.all([webhook(intentId), browserPlaces(customer, intentId)]);
    expect(placed.status).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('a replayed event changes nothing; a bad signature or an old timestamp is a 400', async () => {
    const customer = await register(ctx);
    const intentId = await paidAtStripe(customer);
    expect((await webhook(intentId, { id: 'evt_replayed' })).json().result).toBe('handled');
    expect((await webhook(intentId, { id: 'evt_replayed' })).json().result).toBe('duplicate');
    expect(await ordersOf(customer.id)).toHaveLength(1);

    const forged = await webhook(intentId, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errors: [{ code: 'invalid_signature' }] });
    expect((await webhook(intentId, { age: 10 * 60 })).statusCode).toBe(400);
    const [record] = await ctx.db.select().from(payments).where(eq(payments.intentId, intentId));
    expect(record?.status).toBe('placed');
  });
});
