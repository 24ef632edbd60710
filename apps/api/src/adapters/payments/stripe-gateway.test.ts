import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeServer } from '../../test/fake-stripe-server.ts';
import { createStripeGateway } from './stripe-gateway.ts';

const WEBHOOK_SECRET = 'whsec_test_tiffin';
let fake: Awaited<ReturnType<typeof startFakeStripeServer>>;
let gateway: ReturnType<typeof createStripeGateway>;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  gateway = createStripeGateway({
    secretKey: 'sk_test_tiffin',
    publishableKey: 'pk_test_tiffin',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
});
afterAll(() => fake.close());

/** A webhook delivery as Stripe signs it, made with the library's own test helper. */
function delivery(
  event: object,
  { secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000) } = {},
) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

describe('the Stripe gateway, against a local fake of Stripe’s API', () => {
  it('creates an intent for the amount in cents and euro, with its metadata, cards and wallets on', async () => {
    const intent = await gateway.createIntent({
      amountCents: 3615,
      currency: 'eur',
      metadata: { customer_id: '7' },
      description: 'Order for €36.15',
    });
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^pi_fake_/),
      clientSecret: expect.stringMatching(/_secret_/),
      status: 'requires_payment_method',
      amountCents: 3615,
      currency: 'eur',
      metadata: { customer_id: '7' },
      lastError: null,
    });
    const sent = fake.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    );
    expect(sent?.form.get('amount')).toBe('3615');
    expect(sent?.form.get('currency')).toBe('eur');
    expect(sent?.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(sent?.headers.authorization).toBe('Bearer sk_test_tiffin');
  });

  it('retrieves an intent as Stripe has it now, and answers null for one it does not know', async () => {
    const created = await gateway.createIntent({
      amountCents: 1950,
      currency: 'eur',
      metadata: {},
      description: '',
    });
    fake.succeed(created.id);
    expect(await gateway.retrieveIntent(created.id)).toMatchObject({
      status: 'succeeded',
      amountCents: 1950,
    });
    expect(await gateway.retrieveIntent('pi_unknown')).toBeNull();
  });

  it('refunds a payment once however often asked (one idempotency key per payment), and cancels an unpaid one', async () => {
    const paid = await gateway.createIntent({
      amountCents: 1950,
      currency: 'eur',
      metadata: {},
      description: '',
    });
    fake.succeed(paid.id);
    const first = await gateway.refund(paid.id);
    const second = await gateway.refund(paid.id);
    expect(second.refundId).toBe(first.refundId);
    expect(fake.refunds().filter((refund) => refund.payment_intent === paid.id)).toHaveLength(1);

    const unpaid = await gateway.createIntent({
      amountCents: 1950,
      currency: 'eur',
      metadata: {},
      description: '',
    });
    await gateway.cancelIntent(unpaid.id);
    expect(await gateway.retrieveIntent(unpaid.id)).toMatchObject({ status: 'canceled' });
  });

  it('says whether a payment was refunded: not before, yes after, even when the refund’s answer was lost; unknown when Stripe cannot be reached', async () => {
    const paid = await gateway.createIntent({
      amountCents: 2400,
      currency: 'eur',
      metadata: {},
      description: '',
    });
    fake.succeed(paid.id);
    expect(await gateway.refundState(paid.id)).toBe('not_refunded');
    expect(await gateway.refundState('pi_unknown')).toBe('not_refunded');

    fake.faults.loseRefundAnswers = true;
    try {
      await expect(gateway.refund(paid.id)).rejects.toThrow();
    } finally {
      fake.faults.loseRefundAnswers = false;
    }
    // The library tried three times, each with the payment's one key: one refund all the same.
    const tries = fake.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/refunds' &&
        request.form.get('payment_intent') === paid.id,
    );
    expect(tries.length).toBe(3);
    expect(tries.map((request) => request.headers['idempotency-key'])).toEqual(
      Array(3).fill(`refund-${paid.id}`),
    );
    expect(fake.refunds().filter((refund) => refund.payment_intent === paid.id)).toHaveLength(1);
    expect(await gateway.refundState(paid.id)).toBe('refunded');

    fake.faults.unreachable = true;
    try {
      expect(await gateway.refundState(paid.id)).toBe('unknown');
    } finally {
      fake.faults.unreachable = false;
    }
  });

  it('reads a webhook event signed with the endpoint’s secret; a wrong signature or an old timestamp is refused', () => {
    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_fake_9', object: 'payment_intent' } },
    };
    const good = delivery(event);
    expect(gateway.eventOf(good.payload, good.signature)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intentId: 'pi_fake_9',
      sessionId: null,
    });
    const forged = delivery(event, { secret: 'whsec_someone_else' });
    expect(() => gateway.eventOf(forged.payload, forged.signature)).toThrow();
    const old = delivery(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(() => gateway.eventOf(old.payload, old.signature)).toThrow();
    expect(() => gateway.eventOf(good.payload, undefined)).toThrow();
    // The body must be the bytes that were signed.
    expect(() => gateway.eventOf(good.payload.replace('evt_1', 'evt_2'), good.signature)).toThrow();
  });
});
