import { randomUUID } from 'node:crypto';
import {
  type RefundableOrder,
  type RefundMethod,
  type RefundOutcome,
  refundableOf,
  refundMessages,
  refundRefusalMessage,
  splitAmountRefund,
  splitLinesRefund,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { OrderSide } from './order-side.ts';
import * as repository from './part-refunds.repository.ts';
import { findPaymentOfOrder } from './payments.repository.ts';
import { REFUND_ANSWER_WAIT_MS } from './pending-refunds.ts';

/*
 * Part refunds (issue 49, decision 070): the one way to give back part of an order's money, each
 * refund its own record. `refundPart` writes it in the caller's transaction, over the order's row
 * the caller locked, after adding up the refunds already made or under way in the same transaction:
 * refunds at the same time wait for each other there, and the second sees the first, so together
 * they never pass what was paid. A card refund is then sent to the gateway after the commit
 * (`sendPartRefund`), with the refund's own idempotency key: asked again after a lost answer, the
 * gateway makes it once. A cash refund is cash handed back, made when written.
 */

/** An order as a refund reads it: the caller read it with its row locked (`FOR UPDATE`) in the transaction. */
export type OrderForRefund = {
  id: number;
  reference: string;
  paymentMethod: 'cash_on_delivery' | 'digital_payment';
  status: string;
  depositCents: number;
  discountCents: number;
  lines: readonly {
    id: number;
    name: string;
    quantity: number;
    lineTotalCents: number;
    vatRateBasisPoints: number;
    depositCents: number;
  }[];
  vat: readonly { rateBasisPoints: number; grossCents: number; vatCents: number }[];
};

/** What to give back: an amount, or lines with their units. */
export type RefundAsk = { amountCents: number } | { lines: readonly { lineId: number; quantity: number }[] };

export type RefundPartInput = {
  order: OrderForRefund;
  ask: RefundAsk;
  /** Shown to the customer */
  reason: string;
  staffId: number | null;
  now: Date;
  /**
   * A change's refund of its difference (decision 077): an amount, the order already re-priced, so
   * it is not split against the order's lines and counts in no report or refundable amount.
   */
  settlesChange?: boolean;
};

/** Whether an order's money went back by card or in cash. */
export const refundMethodOf = (order: Pick<OrderForRefund, 'paymentMethod'>): RefundMethod =>
  order.paymentMethod === 'digital_payment' ? 'card' : 'cash';

/**
 * The order's figures with what its refunds so far (made or under way) took, as core's split reads
 * them. A change's refund is left out: the change lowered the order's own figures by it (decision 077).
 */
export function refundableOrderOf(
  order: OrderForRefund,
  refunds: readonly repository.PartRefundRecord[],
): RefundableOrder {
  const counted = refunds.filter((refund) => refund.status !== 'failed' && !refund.settlesChange);
  return {
    lines: order.lines.map((line) => ({
      lineId: line.id,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
      rateBasisPoints: line.vatRateBasisPoints,
      depositCents: line.depositCents,
    })),
    discountCents: order.discountCents,
    vat: order.vat,
    depositCents: order.depositCents,
    refunded: {
      vat: counted.flatMap((refund) => refund.vat),
      depositCents: counted.reduce((sum, refund) => sum + refund.depositCents, 0),
      lines: counted.flatMap((refund) =>
        refund.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
      ),
    },
  };
}

/**
 * Why no part of this order can be refunded now, or null: cash the restaurant has not taken yet
 * (the order not handed over), or a card payment that does not stand (refunded whole, or its refund
 * under way), or no card gateway to refund it through.
 */
export function refundRefusalOf(
  order: Pick<OrderForRefund, 'paymentMethod' | 'status' | 'reference'>,
  payment: { status: string } | undefined,
  gateway: AppDeps['paymentGateway'],
): string | null {
  if (refundMethodOf(order) === 'cash') {
    return order.status === 'delivered' || order.status === 'refunded'
      ? null
      : refundMessages.cashNotTaken(order.reference);
  }
  if (payment?.status !== 'placed') return refundMessages.cardNotPaid(order.reference);
  return gateway === null ? refundMessages.cardGatewayMissing : null;
}

/**
 * Refunds part of an order: the one way to (decision 070). Call it in the transaction that locked
 * the order's row. A cash refund is written 'succeeded'; a card refund 'pending', to be sent with
 * `sendPartRefund` once the transaction has committed. Refused in the error shape: more than is left
 * to refund (409, whoever came second of two at once too), no cash taken or no card payment that
 * stands (409), a line or quantity the order does not have (400).
 */
export async function refundPart(
  db: Db,
  deps: Pick<AppDeps, 'paymentGateway'>,
  { order, ask, reason, staffId, now, settlesChange = false }: RefundPartInput,
): Promise<repository.PartRefundRecord> {
  const method = refundMethodOf(order);
  const payment = method === 'card' ? await repository.lockPaymentOfOrder(db, order.id) : undefined;
  const refusal = refundRefusalOf(order, payment, deps.paymentGateway);
  if (refusal !== null) throw new AppError('refund_unavailable', refusal);
  const refunds = await repository.partRefundsOf(db, [order.id], { counted: true });
  const refundable = refundableOrderOf(order, refunds);
  if (settlesChange) return insertChangeRefund(db, { order, ask, reason, staffId, now }, refundable);
  const outcome: RefundOutcome =
    'amountCents' in ask
      ? splitAmountRefund(refundable, ask.amountCents)
      : splitLinesRefund(refundable, ask.lines);
  if (!('split' in outcome)) {
    const message = refundRefusalMessage(outcome, {
      reference: order.reference,
      lineName: (lineId) => order.lines.find((line) => line.id === lineId)?.name ?? '',
    });
    if (outcome.refused === 'over_total' || outcome.refused === 'rate_used')
      throw new AppError('refund_unavailable', message);
    throw new AppError('invalid', message, { errors: [{ code: 'lines', message }] });
  }
  const { split } = outcome;
  const lines =
    'lines' in ask
      ? ask.lines.map(({ lineId, quantity }) => ({
          line_id: lineId,
          name: order.lines.find((line) => line.id === lineId)?.name ?? '',
          quantity,
        }))
      : [];
  return repository.insertPartRefund(
    db,
    {
      orderId: order.id,
      amountCents: split.amountCents,
      lines,
      depositCents: split.depositCents,
      reason,
      method,
      status: method === 'card' ? 'pending' : 'succeeded',
      staffId,
      idempotencyKey: method === 'card' ? `tiffin-refund-${randomUUID()}` : null,
      createdAt: now,
      updatedAt: now,
    },
    split.vat,
  );
}

/**
 * A change's refund: the difference, no lines, no VAT, no deposit (the order's re-pricing moved them).
 * Over the order's locked row it is refused when the other refunds already gave back more than the
 * order is now worth: the card would get back more than it paid.
 */
async function insertChangeRefund(
  db: Db,
  { order, ask, reason, staffId, now }: RefundPartInput,
  refundable: RefundableOrder,
): Promise<repository.PartRefundRecord> {
  if (!('amountCents' in ask)) throw new Error('a change’s refund is an amount');
  const leftCents = refundableOf(refundable).totalCents;
  if (leftCents < 0) throw new AppError('refund_unavailable', refundMessages.overTotal(order.reference, 0));
  return repository.insertPartRefund(
    db,
    {
      orderId: order.id,
      amountCents: ask.amountCents,
      lines: [],
      depositCents: 0,
      reason,
      method: refundMethodOf(order),
      status: 'pending',
      staffId,
      idempotencyKey: `tiffin-refund-${randomUUID()}`,
      settlesChange: true,
      createdAt: now,
      updatedAt: now,
    },
    [],
  );
}

export type SentRefund =
  | { outcome: 'succeeded'; gatewayRefundId: string }
  | { outcome: 'failed' | 'pending' };

/**
 * A pending card refund sent to the gateway, with its key. When the answer is lost the gateway is
 * asked whether it made it: made, it succeeded; not made, it failed (counted for nothing, the staff
 * may ask again); not known, it stays pending for the payment sweep. The caller finishes a
 * succeeded one (orders: the customer told, the order refunded once nothing is left).
 */
export async function sendPartRefund(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway' | 'log'>,
  refund: Pick<repository.PartRefundRow, 'id' | 'orderId' | 'amountCents' | 'idempotencyKey'>,
): Promise<SentRefund> {
  const { db, clock, paymentGateway: gateway } = deps;
  const payment = await findPaymentOfOrder(db, refund.orderId);
  if (!gateway || !payment || refund.idempotencyKey === null) return { outcome: 'pending' };
  const ask = { intentId: payment.intentId, idempotencyKey: refund.idempotencyKey };
  try {
    const { refundId } = await gateway.refundPart({ ...ask, amountCents: refund.amountCents });
    return { outcome: 'succeeded', gatewayRefundId: refundId };
  } catch (error) {
    const { state, refundId } = await gateway.partRefundState(ask);
    if (state === 'refunded' && refundId !== null) return { outcome: 'succeeded', gatewayRefundId: refundId };
    if (state === 'unknown') return { outcome: 'pending' };
    deps.log.warn({ err: error, refundId: refund.id }, 'the gateway did not make a part refund');
    await repository.failPartRefund(db, { refundId: refund.id, now: clock.now() });
    return { outcome: 'failed' };
  }
}

/**
 * The card refunds pending for longer than a refund's answer takes (lost, or the process stopped
 * before it asked): sent again with the same key, which the gateway makes once, and finished.
 */
export async function settlePendingPartRefunds(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway' | 'log'>,
  orders: OrderSide,
): Promise<SentRefund['outcome'][]> {
  const before = new Date(deps.clock.now().getTime() - REFUND_ANSWER_WAIT_MS);
  const outcomes: SentRefund['outcome'][] = [];
  for (const refund of await repository.listPendingPartRefunds(deps.db, { before })) {
    try {
      const sent = await sendPartRefund(deps, refund);
      if (sent.outcome === 'succeeded') await orders.completePartRefund(refund.id, sent.gatewayRefundId);
      outcomes.push(sent.outcome);
    } catch (error) {
      deps.log.warn({ err: error, refundId: refund.id }, 'pending part refund not settled');
      outcomes.push('pending');
    }
  }
  return outcomes;
}
