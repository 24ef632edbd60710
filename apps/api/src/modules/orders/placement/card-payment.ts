import { orderMessages, type PlaceOrderRequest, type QuoteRequest } from '@tiffin/core';
import type { GatewayIntent, PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../../db/client.ts';
import { cardIntentIdOf, lockPaymentByIntent, type PaymentRow } from '../../payments/index.ts';
import { type Checked, failed, passed, problem, refusal } from './checked.ts';

/** A card order needs a gateway to pay through; the quote says so before anyone pays. */
export function checkPaymentMethod(gateway: PaymentGateway | null, body: QuoteRequest): Checked<null> {
  if (body.payment_method === 'digital_payment' && gateway === null)
    return failed(null, problem('payment_failed', orderMessages.card.notTaken));
  return passed(null);
}

/** The card payment a card order names, and what the gateway says of it now. */
export type CardPayment = { intentId: string; intent: GatewayIntent | null };

/** Asked of the gateway before the order's transaction, so that no row is locked while it answers. */
export async function askGateway(
  gateway: PaymentGateway | null,
  body: PlaceOrderRequest,
): Promise<CardPayment | null> {
  if (body.payment_method !== 'digital_payment') return null;
  if (gateway === null) throw refusal('payment_failed', orderMessages.card.notTaken);
  const intentId = cardIntentIdOf(body);
  if (!intentId) throw refusal('payment_failed');
  return { intentId, intent: await gateway.retrieveIntent(intentId) };
}

/**
 * The payment record of the card payment, locked: it must be this customer's (asked for through
 * `wpay`). A second placement with it waits here for the first.
 */
export async function lockCardPayment(
  tx: Db,
  card: CardPayment | null,
  customerId: number,
): Promise<PaymentRow | null> {
  if (!card) return null;
  const payment = await lockPaymentByIntent(tx, card.intentId);
  if (!payment || payment.customerId !== customerId) throw refusal('payment_failed');
  return payment;
}

/**
 * Before the order exists: the gateway says the payment succeeded, for exactly the order's total,
 * in euro, for this customer, and the payment has made no order yet (the unique payment_intent_id
 * of orders holds it too).
 */
export function checkCardPaid(
  card: CardPayment | null,
  payment: PaymentRow | null,
  { customerId, totalCents }: { customerId: number; totalCents: number },
): void {
  if (!card || !payment) return;
  const { intent } = card;
  const paid =
    intent !== null &&
    intent.status === 'succeeded' &&
    intent.amountCents === totalCents &&
    intent.currency === 'eur' &&
    intent.metadata.customer_id === String(customerId) &&
    payment.status === 'open' &&
    payment.amountCents === totalCents;
  if (!paid) throw refusal('payment_failed');
}
