import { MINUTE_MS, type PlaceOrderResponse, placeOrderRequestSchema } from '@tiffin/core';
import { refundOrAsk } from '../../adapters/payments/payment-gateway.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findCustomerById } from '../customers/index.ts';
import { cardIntentIdOf } from './card-intent.ts';
import type { OrderSide, PlaceOrderInput } from './order-side.ts';
import { settleHostedPayment } from './payment-links.ts';
import { finishPaymentRefund } from './payment-refunded.ts';
import {
  cancelPayment,
  claimPaymentRefund,
  findPaymentByIntent,
  isEventHandled,
  listOpenPayments,
  listOpenPaymentsOf,
  type PaymentRow,
  recordEventHandled,
  reopenPayment,
} from './payments.repository.ts';
import { settlePendingRefunds } from './pending-refunds.ts';
import { settlePendingPartRefunds } from './refund-part.ts';

/*
 * Nothing paid is ever lost (issue 13, DECISIONS.md "Unsafe behaviours"). A card payment that
 * succeeded but made no order — the browser closed before placing, or placing was refused (an
 * option sold out meanwhile, the slot filled) — is found here: its order is placed from the basket
 * recorded with the payment when the restaurant still takes it, or the whole amount is refunded,
 * and the customer is told either way. An intent nobody paid is canceled after the time-out.
 */

/** How long a paid payment is left to the browser to place its order with, before the server does. */
export const PAID_WITHOUT_ORDER_GRACE_MS = 2 * MINUTE_MS;
/** How often the server looks for payments left open. */
export const PAYMENT_SWEEP_INTERVAL_MS = MINUTE_MS;

export type Reconciliation = 'placed' | 'refunded' | 'canceled' | 'waiting';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'paymentGateway' | 'config' | 'log'>;

/** Open card payments one customer may have: a new one cancels the oldest beyond (none unpaid piles up). */
export const MAX_OPEN_PAYMENTS_PER_CUSTOMER = 3;
const SWEEP_PAGE_SIZE = 100;

/**
 * Looks once at every payment left open long enough, and every refund whose answer was lost
 * (pending-refunds.ts), and settles what it can. It reads them page by
 * page to the end: a paid payment is never left behind a hundred unpaid ones still waiting.
 */
export async function sweepPayments(deps: Deps, orders: OrderSide): Promise<Record<Reconciliation, number>> {
  const counts: Record<Reconciliation, number> = { placed: 0, refunded: 0, canceled: 0, waiting: 0 };
  // Refunds whose answer was lost first: one the gateway did not make is open again for this look.
  for (const outcome of await settlePendingRefunds(deps, orders)) {
    if (outcome !== 'kept') counts[outcome] += 1;
  }
  // And the part refunds' (issue 49): sent again with their own keys, made once.
  for (const outcome of await settlePendingPartRefunds(deps, orders)) {
    if (outcome === 'succeeded') counts.refunded += 1;
    if (outcome === 'pending') counts.waiting += 1;
  }
  const before = new Date(deps.clock.now().getTime() - PAID_WITHOUT_ORDER_GRACE_MS);
  let after: PaymentRow | null = null;
  do {
    const page: PaymentRow[] = await listOpenPayments(deps.db, { before, after, limit: SWEEP_PAGE_SIZE });
    for (const payment of page) counts[await settleOrWait(deps, orders, payment)] += 1;
    after = page.length === SWEEP_PAGE_SIZE ? (page.at(-1) ?? null) : null;
  } while (after !== null);
  return counts;
}

/**
 * A customer's card payments beyond the newest few, after they start another: each is settled as the
 * sweep would (a paid one placed or refunded), and an unpaid one canceled now rather than at its time-out.
 */
export async function cancelSupersededPayments(
  deps: Deps,
  orders: OrderSide,
  { customerId }: { customerId: number },
): Promise<void> {
  const open = await listOpenPaymentsOf(deps.db, customerId);
  for (const payment of open.slice(MAX_OPEN_PAYMENTS_PER_CUSTOMER)) {
    await settleOrWait(deps, orders, payment, { cancelUnpaid: true });
  }
}

/** One payment reconciled; one the gateway cannot settle now does not hold up the others (the next look retries). */
async function settleOrWait(
  deps: Deps,
  orders: OrderSide,
  payment: PaymentRow,
  options?: { cancelUnpaid: boolean },
) {
  try {
    return await reconcilePayment(deps, orders, payment, options);
  } catch (error) {
    deps.log.warn({ err: error, intentId: payment.intentId }, 'payment not reconciled');
    return 'waiting';
  }
}

/**
 * A Stripe webhook's event, its signature already checked. A payment that succeeded is settled at
 * once (placed from its basket, or refunded): the browser's own placement, before or after, finds
 * the order made (the payment answers its order) — one order whichever comes first. Each event is
 * handled once; settling is idempotent besides, so a delivery that failed half-way is simply retried.
 */
export async function handlePaymentEvent(
  deps: Deps,
  orders: OrderSide,
  event: { id: string; type: string; intentId: string | null; sessionId?: string | null },
): Promise<'handled' | 'duplicate'> {
  if (await isEventHandled(deps.db, event.id)) return 'duplicate';
  if (event.type === 'payment_intent.succeeded' && event.intentId !== null) {
    const payment = await findPaymentByIntent(deps.db, event.intentId);
    if (payment?.status === 'open') await reconcilePayment(deps, orders, payment);
  }
  // A payment link's Checkout Session paid (issue 49, decision 063).
  if (event.type === 'checkout.session.completed' && event.sessionId)
    await settleHostedPayment(deps, orders, { gatewayRef: event.sessionId, intentId: event.intentId });
  await recordEventHandled(deps.db, { id: event.id, type: event.type, handledAt: deps.clock.now() });
  return 'handled';
}

/**
 * One open payment: placed from its basket, refunded, canceled, or left for the next look. An unpaid
 * one is canceled after the time-out, or at once with `cancelUnpaid` (one the customer replaced).
 */
async function reconcilePayment(
  deps: Deps,
  orders: OrderSide,
  payment: PaymentRow,
  { cancelUnpaid } = { cancelUnpaid: false },
): Promise<Reconciliation> {
  const { paymentGateway: gateway, clock, config } = deps;
  if (gateway === null || gateway.kind !== payment.gateway) return 'waiting';
  const intent = await gateway.retrieveIntent(payment.intentId);
  if (intent?.status === 'succeeded') {
    const result = await placeFromBasket(orders, deps, payment);
    if ('placed' in result) return 'placed';
    return (await refundPayment(deps, payment, result.refused)) ? 'refunded' : 'waiting';
  }
  const unusedFor = clock.now().getTime() - payment.createdAt.getTime();
  if (
    intent?.status === 'processing' ||
    (!cancelUnpaid && unusedFor < config.paymentUnusedMinutes * MINUTE_MS)
  )
    return 'waiting';
  if (intent !== null && intent.status !== 'canceled') await gateway.cancelIntent(payment.intentId);
  await cancelPayment(deps.db, { paymentId: payment.id, now: clock.now() });
  return 'canceled';
}

/**
 * Placing a card order the customer has paid for, as the browser asks. When placing is refused for
 * the order's sake (an option sold out since the payment, the slot filled, the price changed), the
 * payment is settled at once: its order placed from the basket paid for when the restaurant takes
 * that (the answer is that order), or the whole amount refunded — then the refusal says so
 * (`payment_refunded: true`), and the customer reads which happened rather than "contact support".
 */
export async function placePaidOrder(
  deps: Deps,
  orders: OrderSide,
  input: PlaceOrderInput,
): Promise<PlaceOrderResponse> {
  try {
    return await orders.placeOrder(input);
  } catch (error) {
    const intentId = cardIntentIdOf(input.body);
    const settles =
      intentId !== null &&
      deps.paymentGateway !== null &&
      error instanceof AppError &&
      error.status < 500 &&
      // Refusals of the payment itself (not paid, another amount or customer) leave it to the sweep.
      error.code !== 'payment_failed' &&
      error.code !== 'idempotency_key' &&
      error.code !== 'idempotency_key_reused';
    if (!settles) throw error;
    const payment = await findPaymentByIntent(deps.db, intentId);
    if (!payment || payment.customerId !== input.customer.id || payment.status !== 'open') throw error;
    const intent = await deps.paymentGateway?.retrieveIntent(intentId);
    if (intent?.status !== 'succeeded') throw error;
    const result = await placeFromBasket(orders, deps, payment);
    if ('placed' in result) return result.placed;
    if (!(await refundPayment(deps, payment, result.refused))) throw error;
    throw Object.assign(error, { extra: { ...error.extra, payment_refunded: true } });
  }
}

/**
 * The order of the basket paid for, placed as the browser would have placed it (the payment's own
 * Idempotency-Key, so two looks at once make one order); or why it was refused.
 */
async function placeFromBasket(
  orders: OrderSide,
  deps: Deps,
  payment: PaymentRow,
): Promise<{ placed: PlaceOrderResponse } | { refused: string }> {
  const customer =
    payment.customerId === null
      ? undefined
      : await findCustomerById(deps, { customerId: payment.customerId });
  if (!customer) return { refused: 'The account that paid no longer exists.' }; // not in the spec
  const body = placeOrderRequestSchema.safeParse({
    ...payment.basket,
    payment_method: 'digital_payment',
    stripe_payment_intent_id: payment.intentId,
  });
  if (!body.success) return { refused: 'The order paid for could not be read.' }; // not in the spec
  try {
    const idempotencyKey = `payment-${payment.intentId}`;
    return { placed: await orders.placeOrder({ customer, idempotencyKey, body: body.data }) };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { refused: error.message };
    throw error;
  }
}

/**
 * The whole amount back to the card, once. The payment's refund is claimed first (open → refunding),
 * by a conditional update that waits for a placement holding its row: an order placed meanwhile
 * keeps the money, and no order can be placed with it afterwards (placing needs it open). No row
 * stays locked while the gateway answers. When the answer is lost the gateway is asked whether it
 * refunded (issue 30): not refunded, the payment is open again for the next look; not known, it
 * stays refunding for the sweep to ask again (pending-refunds.ts). The customer gets a notification
 * and an e-mail once the refund is known.
 */
async function refundPayment(deps: Deps, payment: PaymentRow, reason: string): Promise<boolean> {
  const { db, clock, paymentGateway: gateway } = deps;
  if (gateway === null) return false;
  if (!(await claimPaymentRefund(db, { paymentId: payment.id, reason, now: clock.now() }))) return false;
  const { state, error } = await refundOrAsk(gateway, payment.intentId);
  if (state === 'not_refunded') {
    await reopenPayment(db, { paymentId: payment.id, now: clock.now() });
    throw error;
  }
  if (state === 'unknown') {
    deps.log.warn({ err: error, intentId: payment.intentId }, 'refund answer lost; asked again later');
    return false;
  }
  return finishPaymentRefund(deps, { ...payment, refundReason: reason });
}
