import { type OrderRefunds, refundableOf, refundMessages } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  findPartRefund,
  finishPartRefund,
  type PartRefundRecord,
  partRefundsOf,
  type RefundAsk,
  refundableOrderOf,
  refundPart,
  sendPartRefund,
} from '../payments/index.ts';
import { recordAction } from '../staff/index.ts';
import { giveBack, givesBack } from './give-back.ts';
import { refundFactsOf } from './order-details.repository.ts';
import { writeOrderEvent } from './order-events.ts';
import * as repository from './orders.repository.ts';
import { orderRefunds } from './refund-views.ts';

/*
 * A member refunds part of an order (issue 49, decision 070), by lines or by an amount, with a
 * reason for the customer. The refund is payments' (`refundPart`, the one way to refund part of an
 * order), written over the order's locked row; what orders adds is what the order says of it, once
 * the money has gone back (cash at once, a card when the gateway says so): the staff log, a mark on
 * the order's timeline (a status change with the status it has, or `refunded` when nothing is left
 * to refund: then its slot, coupon and stock are given back as a whole refund's are), and one
 * `order.refunded` event with the part refund in its payload, from which the customer is told.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'orderEvents' | 'events' | 'paymentGateway' | 'log'>;

export async function refundOrderPart(
  deps: Deps,
  { orderId, ask, reason, staffId }: { orderId: number; ask: RefundAsk; reason: string; staffId: number },
): Promise<OrderRefunds> {
  const { db, clock } = deps;
  const { refund, reference } = await db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    const now = clock.now();
    const facts = await refundFactsOf(tx, order);
    const refund = await refundPart(tx, deps, { order: facts, ask, reason, staffId, now });
    if (refund.status === 'succeeded') await tellPartRefunded(deps, tx, { order, refund, now });
    return { refund, reference: order.reference };
  });
  if (refund.method === 'card') {
    const sent = await sendPartRefund(deps, refund);
    if (sent.outcome !== 'succeeded') {
      throw new AppError(
        'payment_gateway_failed',
        sent.outcome === 'failed' ? refundMessages.gatewayRefused : refundMessages.gatewayUnknown(reference),
      );
    }
    await completePartRefund(deps, { refundId: refund.id, gatewayRefundId: sent.gatewayRefundId });
  } else {
    deps.orderEvents.wake();
  }
  return orderRefunds(deps, { orderId });
}

/**
 * A card part refund the gateway made: succeeded, and the order says so (once: whoever comes second,
 * the sweep or a late answer, changes nothing). Called by the staff's refund, and by the payment
 * sweep for one whose answer was lost (payments' `OrderSide`).
 */
export async function completePartRefund(
  deps: Deps,
  { refundId, gatewayRefundId }: { refundId: number; gatewayRefundId: string },
): Promise<void> {
  const { db, clock } = deps;
  const told = await db.transaction(async (tx) => {
    const pending = await findPartRefund(tx, refundId);
    if (!pending) return false;
    const order = await repository.lockOrder(tx, pending.orderId);
    if (!order) return false;
    const now = clock.now();
    const finished = await finishPartRefund(tx, { refundId, gatewayRefundId, now });
    if (!finished) return false;
    await tellPartRefunded(deps, tx, { order, refund: { ...pending, ...finished }, now });
    return true;
  });
  if (told) deps.orderEvents.wake();
}

/**
 * What the order says of a part refund made, in its transaction: refunded once what went back is
 * the whole of what was paid, its slot, coupon and stock then given back if it was still running.
 */
async function tellPartRefunded(
  deps: Deps,
  tx: Db,
  { order, refund, now }: { order: repository.OrderRow; refund: PartRefundRecord; now: Date },
): Promise<void> {
  const facts = await refundFactsOf(tx, order);
  const made = (await partRefundsOf(tx, [order.id])).filter(
    (made) => made.status === 'succeeded' || made.id === refund.id,
  );
  const whole = refundableOf(refundableOrderOf(facts, made)).totalCents === 0;
  const to = whole ? 'refunded' : order.status;
  if (to !== order.status) {
    await repository.updateOrder(tx, order.id, { status: to, cancelReason: refund.reason, updatedAt: now });
    if (givesBack(order.status, to)) await giveBack(tx, order);
  }
  const changeId = await repository.insertStatusChange(tx, {
    orderId: order.id,
    status: to,
    staffId: refund.staffId,
    createdAt: now,
  });
  await recordAction(
    { db: tx, clock: deps.clock },
    {
      staffId: refund.staffId,
      action: 'refunded part of an order',
      subject: `order ${order.reference}`,
      details: {
        refund_id: refund.id,
        amount_cents: refund.amountCents,
        method: refund.method,
        reason: refund.reason,
        lines: refund.lines,
        from: order.status,
        to,
      },
    },
  );
  const part = { refundId: refund.id, amountCents: refund.amountCents, reason: refund.reason };
  await writeOrderEvent(
    tx,
    {
      type: 'order.refunded',
      orderId: order.id,
      payload: { changeId, from: order.status, to, by: 'staff', part },
    },
    now,
  );
  await deps.events.publish(tx, {
    type: 'order.changed',
    orderId: order.id,
    changeId,
    customerId: order.customerId,
  });
}
