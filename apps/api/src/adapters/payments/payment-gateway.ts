/**
 * A card gateway as the server uses it (issue 13, DECISIONS.md "Payments"): Stripe, or the
 * simulated gateway for development and tests, chosen by PAYMENT_GATEWAY. The words are Stripe's:
 * a payment intent for an amount, confirmed by the customer's browser, retrieved by the server
 * before an order is placed with it.
 */

/** Stripe's PaymentIntent statuses, the ones our flow meets. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export type GatewayIntent = {
  id: string;
  /** What the browser confirms the payment with; never logged */
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  /** Lower case, as Stripe gives it ('eur') */
  currency: string;
  /** Ours, set at creation: `customer_id` ties the intent to the customer who asked for it */
  metadata: Record<string, string>;
  /** Why the last attempt failed, in Stripe's codes ('card_declined' with 'insufficient_funds') */
  lastError: { code: string; declineCode: string | null } | null;
};

/**
 * Whether a payment's money went back, as the gateway says now (issue 30): asked when a refund's
 * answer was lost (a timeout, a dropped connection), since the refund may have happened all the same.
 * 'unknown': the gateway could not be asked either.
 */
export type RefundState = 'refunded' | 'not_refunded' | 'unknown';

export type PaymentGateway = {
  readonly kind: 'stripe' | 'simulated';
  /** What the browser's card library needs (Stripe's publishable key); null for the simulation */
  readonly publishableKey: string | null;
  createIntent(input: {
    amountCents: number;
    currency: 'eur';
    metadata: Record<string, string>;
    description: string;
  }): Promise<GatewayIntent>;
  /** null when the gateway knows no such intent */
  retrieveIntent(intentId: string): Promise<GatewayIntent | null>;
  /** The whole amount back to the card, once however often asked; answers the refund's id. */
  refund(intentId: string): Promise<{ refundId: string }>;
  /** Whether the intent's money went back (a refund made or under way); never throws. */
  refundState(intentId: string): Promise<RefundState>;
  /**
   * Part of the payment back to the card (issue 49): one refund per `idempotencyKey`, however often
   * asked (a retry after a lost answer makes no second one); answers the refund's id.
   */
  refundPart(input: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<{
    refundId: string;
  }>;
  /** Whether the part refund of that key was made (done or under way), and its id; never throws. */
  partRefundState(input: {
    intentId: string;
    idempotencyKey: string;
  }): Promise<{ state: RefundState; refundId: string | null }>;
  /** An intent nobody paid, given up: it can take no card after this. */
  cancelIntent(intentId: string): Promise<void>;
  /**
   * The gateway's own page where the customer pays an amount (issue 49, a payment link): a Stripe
   * Checkout Session, or the simulated gateway's page on our server. Answers its id and address.
   */
  createHostedPayment(input: HostedPaymentInput): Promise<HostedPayment>;
  /** A hosted page given up (the link lapsed): it takes no payment after this; never throws. */
  expireHostedPayment(id: string): Promise<void>;
};

export type HostedPaymentInput = {
  amountCents: number;
  currency: 'eur';
  /** The one line the page shows ("Order #REF") */
  description: string;
  metadata: Record<string, string>;
  /** Where the customer comes back to once paid, or having given up */
  returnUrl: string;
};

export type HostedPayment = { id: string; url: string };

/**
 * The refund asked for; when its answer does not come (a timeout, a dropped connection, a refusal),
 * the gateway is asked whether the money went back all the same (issue 30). Only 'not_refunded'
 * lets the caller keep the payment; 'unknown' leaves the refund pending for a later look.
 */
export async function refundOrAsk(
  gateway: PaymentGateway,
  intentId: string,
): Promise<{ state: RefundState; error: unknown }> {
  try {
    await gateway.refund(intentId);
    return { state: 'refunded', error: null };
  } catch (error) {
    return { state: await gateway.refundState(intentId), error };
  }
}
