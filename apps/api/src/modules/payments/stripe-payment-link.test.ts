import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeGateway } from '../../adapters/payments/stripe-gateway.ts';
import { orders, paymentLinks } from '../../db/schema.ts';
import { register } from '../../test/auth-helpers.ts';
import { startFakeStripeServer, stripeTestEnv } from '../../test/fake-stripe-server.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';
import { createPaymentLink } from './payment-links.ts';

/*
 * A payment link with PAYMENT_GATEWAY=stripe (issue 49, decision 063), Stripe a local fake of its
 * API: opened, the customer is sent to a Checkout Session of the link's amount, made once; Stripe's
 * signed `checkout.session.completed` marks it paid and the order owes nothing; lapsed, the session
 * is expired so that it takes no payment after.
 */
const clock = fixedClock('2026-11-23T12:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_tiffin';
let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeStripeServer>>;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  ctx = await createTestApp({ clock, env: stripeTestEnv(fake.url, WEBHOOK_SECRET) });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function linkedOrder(scheduleAt: string) {
  const { token } = await register(ctx);
  const placed = await placeOrder(ctx, token, { scheduleAt });
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
  if (!order) throw new Error('no order');
  const gateway = createStripeGateway({
    secretKey: 'sk_test_tiffin',
    publishableKey: 'pk_test_tiffin',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
  const link = await ctx.db.transaction(async (tx) => {
    await tx.update(orders).set({ toPayCents: 450 }).where(eq(orders.id, order.id));
    return createPaymentLink(
      tx,
      { clock, config: { siteUrl: 'http://localhost' }, paymentGateway: gateway },
      { orderId: order.id, reference: order.reference, amountCents: 450, purpose: 'change' },
    );
  });
  return { order, link, path: new URL(link.url).pathname };
}

function completed(sessionId: string, intentId: string) {
  const payload = JSON.stringify({
    id: `evt_cs_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_intent: intentId } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

describe('a payment link on Stripe', () => {
  it('sends the customer to one Checkout Session of its amount, paid by Stripe’s webhook', async () => {
    const { order, link, path } = await linkedOrder('2026-11-23 19:00:00');
    const opened = await ctx.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^https:\/\/checkout\.fake\/cs_fake_/);
    const again = await ctx.app.inject({ method: 'GET', url: path });
    expect(again.headers.location).toBe(opened.headers.location);
    const made = fake.requests.filter((request) => request.path === '/v1/checkout/sessions');
    expect(made).toHaveLength(1);
    expect(made[0]?.form.get('line_items[0][price_data][unit_amount]')).toBe('450');
    expect(made[0]?.form.get('mode')).toBe('payment');
    expect(made[0]?.form.get('success_url')?.endsWith(`${path}?back=1`)).toBe(true);

    const sessionId = String(opened.headers.location).split('/').at(-1) ?? '';
    expect((await completed(sessionId, 'pi_link_1')).statusCode).toBe(200);
    await ctx.app.settleEvents();
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.toPayCents).toBe(0);
    const [row] = await ctx.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row).toMatchObject({ status: 'paid', intentId: 'pi_link_1' });
  });

  it('lapsed, expires its Checkout Session', async () => {
    const { link, path } = await linkedOrder('2026-11-23 19:15:00');
    const opened = await ctx.app.inject({ method: 'GET', url: path });
    const sessionId = String(opened.headers.location).split('/').at(-1) ?? '';
    clock.set('2026-11-23T12:31:00Z');
    expect(await ctx.app.sweepPaymentLinks()).toBe(1);
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
    const [row] = await ctx.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row?.status).toBe('lapsed');
  });
});
