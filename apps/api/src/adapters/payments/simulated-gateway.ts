import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simulatedPaymentIntents, simulatedRefunds } from '../../db/schema.ts';
import type { Clock } from '../../deps.ts';
import type { GatewayIntent, IntentStatus, PaymentGateway } from './payment-gateway.ts';

/**
 * What a card number does in the simulation: Stripe's test cards (docs.stripe.com/testing), with
 * the error and decline codes Stripe answers them with.
 */
type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'authenticates' }
  | { kind: 'fails'; code: string; declineCode: string | null };

const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000000000000002': { kind: 'fails', code: 'card_declined', declineCode: 'generic_decline' },
  '4000000000009995': { kind: 'fails', code: 'card_declined', declineCode: 'insufficient_funds' },
  '4000000000000069': { kind: 'fails', code: 'expired_card', declineCode: 'expired_card' },
  '4000000000000127': { kind: 'fails', code: 'incorrect_cvc', declineCode: 'incorrect_cvc' },
  '4000000000000119': { kind: 'fails', code: 'processing_error', declineCode: 'processing_error' },
  // 3-D Secure: the payment waits for the customer to approve it (`authenticate`).
  '4000002500003155': { kind: 'authenticates' },
};

/** The card as the simulated card form sends it. */
export type SimulatedCard = { number: string; expMonth: number; expYear: number; cvc: string };

/** Luhn's check, which every real card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What Stripe answers a card with before the bank is asked: its number, expiry and CVC checked. */
function outcomeOf(card: SimulatedCard, now: Date): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    return { kind: 'fails', code: 'incorrect_number', declineCode: null };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (card.expMonth < 1 || card.expMonth > 12)
    return { kind: 'fails', code: 'invalid_expiry_month', declineCode: null };
  // A card is good to the end of its expiry month (UTC is near enough for a simulation).
  if (new Date(Date.UTC(year, card.expMonth, 1)) <= now)
    return { kind: 'fails', code: 'invalid_expiry_year', declineCode: null };
  if (!/^\d{3,4}$/.test(card.cvc)) return { kind: 'fails', code: 'invalid_cvc', declineCode: null };
  // In test mode Stripe declines any real card.
  return TEST_CARDS[digits] ?? { kind: 'fails', code: 'card_declined', declineCode: 'test_mode_live_card' };
}

type IntentRow = typeof simulatedPaymentIntents.$inferSelect;

const intentOf = (row: IntentRow): GatewayIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  metadata: row.metadata,
  lastError:
    row.lastErrorCode === null ? null : { code: row.lastErrorCode, declineCode: row.lastDeclineCode },
});

/** A confirmation the intent cannot take (already paid, canceled, or the wrong secret). */
export class SimulatedGatewayError extends Error {
  readonly code: 'payment_intent_unexpected_state' | 'resource_missing';

  constructor(code: SimulatedGatewayError['code']) {
    super(code);
    this.code = code;
  }
}

export type SimulatedGateway = PaymentGateway & {
  readonly kind: 'simulated';
  /** The customer's card form: what Stripe.js's confirmCardPayment does against Stripe. */
  confirm(input: { intentId: string; clientSecret: string; card: SimulatedCard }): Promise<GatewayIntent>;
  /** The 3-D Secure step of 4000 0025 0000 3155: approved, the payment succeeds; refused, it fails. */
  authenticate(input: { intentId: string; clientSecret: string; approve: boolean }): Promise<GatewayIntent>;
  /** "Pay" on the simulated hosted page (a payment link's): the intent succeeded; null if not payable. */
  payHosted(id: string): Promise<GatewayIntent | null>;
};

/** Where the simulated gateway's hosted page is served, by our own server, outside production. */
export const SIMULATED_PAGE_PATH = '/api/v1/payments/simulated/pay';

/**
 * A gateway that behaves like Stripe's test mode, for development and tests; its intents are rows of
 * this database. The server refuses it in production (config.ts).
 */
export function createSimulatedGateway({
  db,
  clock,
  siteUrl = '',
}: {
  db: Db;
  clock: Clock;
  /** The address the hosted page's links start with */
  siteUrl?: string;
}): SimulatedGateway {
  async function find(intentId: string): Promise<IntentRow | undefined> {
    const [row] = await db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentId));
    return row;
  }

  /** The intent the browser names, if its secret matches and it is in one of the states `from`. */
  async function intentForStep(intentId: string, clientSecret: string, from: readonly IntentStatus[]) {
    const row = await find(intentId);
    if (!row || row.clientSecret !== clientSecret) throw new SimulatedGatewayError('resource_missing');
    if (!from.includes(row.status)) throw new SimulatedGatewayError('payment_intent_unexpected_state');
    return row;
  }

  async function update(
    intentId: string,
    status: IntentStatus,
    error: { code: string; declineCode: string | null } | null,
  ): Promise<GatewayIntent> {
    const [row] = await db
      .update(simulatedPaymentIntents)
      .set({ status, lastErrorCode: error?.code ?? null, lastDeclineCode: error?.declineCode ?? null })
      .where(eq(simulatedPaymentIntents.id, intentId))
      .returning();
    if (!row) throw new SimulatedGatewayError('resource_missing');
    return intentOf(row);
  }

  const gateway: SimulatedGateway = {
    kind: 'simulated',
    publishableKey: null,

    async createIntent({ amountCents, currency, metadata }) {
      const id = `pi_sim_${randomBytes(12).toString('hex')}`;
      const [row] = await db
        .insert(simulatedPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          amountCents,
          currency,
          status: 'requires_payment_method',
          metadata,
          createdAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('simulated intent not stored');
      return intentOf(row);
    },

    async retrieveIntent(intentId) {
      const row = await find(intentId);
      return row ? intentOf(row) : null;
    },

    async refund(intentId) {
      const [row] = await db
        .update(simulatedPaymentIntents)
        .set({ refundedCents: sql`${simulatedPaymentIntents.amountCents}` })
        .where(and(eq(simulatedPaymentIntents.id, intentId), eq(simulatedPaymentIntents.status, 'succeeded')))
        .returning();
      // As Stripe: only a payment that succeeded can be refunded.
      if (!row) throw new SimulatedGatewayError('payment_intent_unexpected_state');
      return { refundId: `re_sim_${randomBytes(12).toString('hex')}` };
    },

    async refundState(intentId) {
      try {
        const row = await find(intentId);
        return row && row.refundedCents > 0 ? 'refunded' : 'not_refunded';
      } catch {
        return 'unknown';
      }
    },

    async refundPart({ intentId, amountCents, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [made] = await tx
          .select()
          .from(simulatedRefunds)
          .where(eq(simulatedRefunds.idempotencyKey, idempotencyKey));
        if (made) return { refundId: made.id };
        // As Stripe: only a payment that succeeded, and never more than it took.
        const [row] = await tx
          .update(simulatedPaymentIntents)
          .set({ refundedCents: sql`${simulatedPaymentIntents.refundedCents} + ${amountCents}` })
          .where(
            and(
              eq(simulatedPaymentIntents.id, intentId),
              eq(simulatedPaymentIntents.status, 'succeeded'),
              sql`${simulatedPaymentIntents.refundedCents} + ${amountCents} <= ${simulatedPaymentIntents.amountCents}`,
            ),
          )
          .returning();
        if (!row) throw new SimulatedGatewayError('payment_intent_unexpected_state');
        const id = `re_sim_${randomBytes(12).toString('hex')}`;
        await tx
          .insert(simulatedRefunds)
          .values({ id, intentId, idempotencyKey, amountCents, createdAt: clock.now() });
        return { refundId: id };
      });
    },

    async partRefundState({ idempotencyKey }) {
      try {
        const [made] = await db
          .select()
          .from(simulatedRefunds)
          .where(eq(simulatedRefunds.idempotencyKey, idempotencyKey));
        return made ? { state: 'refunded', refundId: made.id } : { state: 'not_refunded', refundId: null };
      } catch {
        return { state: 'unknown', refundId: null };
      }
    },

    async cancelIntent(intentId) {
      const [row] = await db
        .update(simulatedPaymentIntents)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(simulatedPaymentIntents.id, intentId),
            inArray(simulatedPaymentIntents.status, [
              'requires_payment_method',
              'requires_confirmation',
              'requires_action',
            ]),
          ),
        )
        .returning();
      if (!row) throw new SimulatedGatewayError('payment_intent_unexpected_state');
    },

    async createHostedPayment({ amountCents, currency, metadata, returnUrl }) {
      // The simulated page is an intent of its own, paid on our page (payment-link-page.ts).
      const intent = await gateway.createIntent({ amountCents, currency, metadata, description: '' });
      return {
        id: intent.id,
        url: `${siteUrl}${SIMULATED_PAGE_PATH}/${intent.id}?return=${encodeURIComponent(returnUrl)}`,
      };
    },

    async expireHostedPayment(id) {
      try {
        await gateway.cancelIntent(id);
      } catch {
        // Paid or given up already.
      }
    },

    async payHosted(id) {
      // "Pay" on the simulated page: the card always goes through, as 4242 4242 4242 4242 does.
      const [row] = await db
        .update(simulatedPaymentIntents)
        .set({ status: 'succeeded' })
        .where(
          and(
            eq(simulatedPaymentIntents.id, id),
            eq(simulatedPaymentIntents.status, 'requires_payment_method'),
          ),
        )
        .returning();
      return row ? intentOf(row) : null;
    },

    async confirm({ intentId, clientSecret, card }) {
      // As with Stripe, a declined card leaves the intent ready for another card.
      await intentForStep(intentId, clientSecret, ['requires_payment_method', 'requires_confirmation']);
      const outcome = outcomeOf(card, clock.now());
      if (outcome.kind === 'succeeds') return update(intentId, 'succeeded', null);
      if (outcome.kind === 'authenticates') return update(intentId, 'requires_action', null);
      return update(intentId, 'requires_payment_method', {
        code: outcome.code,
        declineCode: outcome.declineCode,
      });
    },

    async authenticate({ intentId, clientSecret, approve }) {
      await intentForStep(intentId, clientSecret, ['requires_action']);
      if (approve) return update(intentId, 'succeeded', null);
      return update(intentId, 'requires_payment_method', {
        code: 'payment_intent_authentication_failure',
        declineCode: null,
      });
    },
  };
  return gateway;
}
