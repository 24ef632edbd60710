import { MINUTE_MS } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import type { OrderSide } from './order-side.ts';
import { finishPaymentRefund } from './payment-refunded.ts';
import {
  listPendingRefunds,
  type PaymentRow,
  releaseOrderRefund,
  reopenPayment,
} from './payments.repository.ts';

/*
 * A refund whose answer was lost (issue 30). The gateway may have made it all the same, so a
 * payment whose refund was asked for is 'refunding' until the gateway's answer, or its word on the
 * refund's state, is known: never kept as paid while the money may be gone, never refunded twice
 * (and Stripe's refund carries one idempotency key per payment besides). When the gateway could not
 * be asked either, the payment sweep asks it again here, every minute, until it answers.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'paymentGateway' | 'log'>;

/**
 * How long a refund's answer is waited for before the sweep asks the gateway what became of it:
 * longer than a refund call with its retries takes (Stripe: 10 s a try, three tries), so the sweep
 * never asks about a refund whose call is still under way. A refund claimed by a process that then
 * stopped is found the same way.
 */
export const REFUND_ANSWER_WAIT_MS = 2 * MINUTE_MS;

export type PendingRefundOutcome = 'refunded' | 'kept' | 'waiting';

/** Every refund pending for longer than the wait, its state asked of the gateway and settled. */
export async function settlePendingRefunds(deps: Deps, orders: OrderSide): Promise<PendingRefundOutcome[]> {
  const before = new Date(deps.clock.now().getTime() - REFUND_ANSWER_WAIT_MS);
  const outcomes: PendingRefundOutcome[] = [];
  for (const payment of await listPendingRefunds(deps.db, { before })) {
    try {
      outcomes.push(await settlePendingRefund(deps, orders, payment));
    } catch (error) {
      deps.log.warn({ err: error, intentId: payment.intentId }, 'pending refund not settled');
      outcomes.push('waiting');
    }
  }
  return outcomes;
}

async function settlePendingRefund(
  deps: Deps,
  orders: OrderSide,
  payment: PaymentRow,
): Promise<PendingRefundOutcome> {
  const { paymentGateway: gateway, db, clock, log } = deps;
  if (gateway === null || gateway.kind !== payment.gateway) return 'waiting';
  const state = await gateway.refundState(payment.intentId);
  if (state === 'unknown') return 'waiting';
  if (payment.orderId !== null) {
    if (state === 'refunded') {
      await orders.completeOrderRefund(payment.orderId);
      return 'refunded';
    }
    // The refund never reached the gateway: the order runs on, as after a refusal; staff may cancel again.
    await releaseOrderRefund(db, { orderId: payment.orderId, now: clock.now() });
    log.warn({ intentId: payment.intentId, orderId: payment.orderId }, 'a pending refund was not made');
    return 'kept';
  }
  if (state === 'refunded') return (await finishPaymentRefund(deps, payment)) ? 'refunded' : 'waiting';
  // Open again: the sweep places its order from the basket, or refunds it, as for any paid payment.
  await reopenPayment(db, { paymentId: payment.id, now: clock.now() });
  return 'kept';
}
