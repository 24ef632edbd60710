import Stripe from 'stripe';
import type { GatewayIntent, IntentStatus, PaymentGateway } from './payment-gateway.ts';

export type StripeGatewayConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local fake in tests); unset is Stripe's own */
  apiUrl: string | undefined;
};

/** What the server does with Stripe's events: the payment intent, or Checkout Session, an event is about. */
export type PaymentEvent = {
  id: string;
  type: string;
  intentId: string | null;
  /** The Checkout Session a `checkout.session.*` event is about (a payment link's page) */
  sessionId: string | null;
};

export type StripeGateway = PaymentGateway & {
  readonly kind: 'stripe';
  /**
   * The event of a webhook delivery, its signature checked on the raw body with the endpoint's
   * secret (and its timestamp within Stripe's five minutes); throws when either is wrong.
   */
  eventOf(rawBody: Buffer | string, signature: string | undefined): PaymentEvent;
};

const intentOf = (intent: Stripe.PaymentIntent): GatewayIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status as IntentStatus,
  amountCents: intent.amount,
  currency: intent.currency,
  metadata: intent.metadata,
  lastError: intent.last_payment_error
    ? {
        code: intent.last_payment_error.code ?? 'card_declined',
        declineCode: intent.last_payment_error.decline_code ?? null,
      }
    : null,
});

/** Stripe's refund statuses that give the money back; 'failed' and 'canceled' do not. */
const REFUND_TAKEN: ReadonlySet<string> = new Set(['succeeded', 'pending', 'requires_action']);

/** The metadata key a part refund carries its idempotency key in. */
const REFUND_KEY = 'tiffin_refund_key';

/** Stripe through its official library (`stripe`), which retries and sends idempotency keys itself. */
export function createStripeGateway(config: StripeGatewayConfig): StripeGateway {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port, protocol: api.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });

  return {
    kind: 'stripe',
    publishableKey: config.publishableKey,

    async createIntent({ amountCents, currency, metadata, description }) {
      const intent = await stripe.paymentIntents.create({
        amount: amountCents,
        currency,
        metadata,
        description,
        // Cards, and Apple Pay and Google Pay where the customer's device has them.
        automatic_payment_methods: { enabled: true },
      });
      return intentOf(intent);
    },

    async retrieveIntent(intentId) {
      try {
        return intentOf(await stripe.paymentIntents.retrieve(intentId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return null;
        throw error;
      }
    },

    async refund(intentId) {
      // One refund per payment, however often it is asked for.
      const refund = await stripe.refunds.create(
        { payment_intent: intentId },
        { idempotencyKey: `refund-${intentId}` },
      );
      return { refundId: refund.id };
    },

    async refundState(intentId) {
      try {
        const refunds = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
        // A refund Stripe took (done, or pending at the bank) is the money on its way back.
        const taken = refunds.data.some((refund) => REFUND_TAKEN.has(refund.status ?? ''));
        return taken ? 'refunded' : 'not_refunded';
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return 'not_refunded';
        return 'unknown';
      }
    },

    async refundPart({ intentId, amountCents, idempotencyKey }) {
      // The key is Stripe's idempotency key and the refund's metadata, so a lost answer is found again.
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents, metadata: { [REFUND_KEY]: idempotencyKey } },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async partRefundState({ intentId, idempotencyKey }) {
      try {
        const refunds = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
        const refund = refunds.data.find((made) => made.metadata?.[REFUND_KEY] === idempotencyKey);
        if (!refund || !REFUND_TAKEN.has(refund.status ?? ''))
          return { state: 'not_refunded', refundId: null };
        return { state: 'refunded', refundId: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return { state: 'not_refunded', refundId: null };
        return { state: 'unknown', refundId: null };
      }
    },

    async cancelIntent(intentId) {
      await stripe.paymentIntents.cancel(intentId);
    },

    async createHostedPayment({ amountCents, currency, description, metadata, returnUrl }) {
      // A Checkout Session of one line, its metadata on the payment too (the dashboard shows it).
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency, unit_amount: amountCents, product_data: { name: description } },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        success_url: returnUrl,
        cancel_url: returnUrl,
      });
      if (!session.url) throw new Error('Stripe made a Checkout Session without an address');
      return { id: session.id, url: session.url };
    },

    async expireHostedPayment(id) {
      try {
        await stripe.checkout.sessions.expire(id);
      } catch {
        // Paid or expired already: a payment that comes after the link lapsed is refunded.
      }
    },

    eventOf(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
      if (object.object === 'checkout.session') {
        return {
          id: event.id,
          type: event.type,
          intentId: typeof object.payment_intent === 'string' ? object.payment_intent : null,
          sessionId: object.id ?? null,
        };
      }
      return {
        id: event.id,
        type: event.type,
        intentId: object.object === 'payment_intent' ? (object.id ?? null) : null,
        sessionId: null,
      };
    },
  };
}
