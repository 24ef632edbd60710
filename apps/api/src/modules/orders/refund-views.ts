import {
  type OrderMoney,
  type OrderRefunds,
  type PartRefund,
  refundableOf,
  refundableQuantities,
} from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import {
  findPaymentOfOrder,
  type PartRefundRecord,
  partRefundsOf,
  refundableOrderOf,
  refundMethodOf,
  refundRefusalOf,
} from '../payments/index.ts';
import { memberNames } from '../staff/index.ts';
import { refundFactsOf } from './order-details.repository.ts';
import type { OrderPayment } from './order-payment.ts';
import * as repository from './orders.repository.ts';

/*
 * An order's part refunds as the staff's "Refund part" dialog and its customer's page read them
 * (issue 49, decision 070).
 */

/** A refund as the staff see it. */
export function partRefundOf(refund: PartRefundRecord, names: ReadonlyMap<number, string>): PartRefund {
  return {
    id: refund.id,
    amount_cents: refund.amountCents,
    reason: refund.reason,
    method: refund.method,
    status: refund.status,
    lines: refund.lines,
    vat: refund.vat.map((rate) => ({
      rate_basis_points: rate.rateBasisPoints,
      gross_cents: rate.grossCents,
      vat_cents: rate.vatCents,
    })),
    deposit_cents: refund.depositCents,
    staff_name: refund.staffId === null ? null : (names.get(refund.staffId) ?? null),
    created_at: refund.createdAt.toISOString(),
  };
}

/**
 * What an order was paid: the card's payment, or its cash once handed over; 0 while nothing was.
 * The card paid the order's total before any change made it cheaper: its total now plus the
 * changes' refunds of the difference (decision 077).
 */
const paidCents = (
  order: Pick<repository.OrderRow, 'paymentMethod' | 'status' | 'totalCents'>,
  cardPaid: boolean,
  refunds: readonly PartRefundRecord[],
) =>
  order.paymentMethod === 'digital_payment'
    ? cardPaid
      ? order.totalCents + sumOf(refunds.filter((refund) => refund.settlesChange))
      : 0
    : order.status === 'delivered' || order.status === 'refunded'
      ? order.totalCents
      : 0;

/** The staff's view of an order's refunds: what was paid, what went back, what may still. */
export async function orderRefunds(
  { db, paymentGateway }: Pick<AppDeps, 'db' | 'paymentGateway'>,
  { orderId }: { orderId: number },
): Promise<OrderRefunds> {
  const order = await repository.findOrder(db, orderId);
  if (!order) throw notFound('Order');
  const [facts, refunds, payment] = await Promise.all([
    refundFactsOf(db, order),
    partRefundsOf(db, [orderId]),
    findPaymentOfOrder(db, orderId),
  ]);
  const refundable = refundableOrderOf(facts, refunds);
  const quantities = refundableQuantities(refundable);
  const names = await memberNames(db, [
    ...new Set(refunds.flatMap((refund) => (refund.staffId === null ? [] : [refund.staffId]))),
  ]);
  const refusal = refundRefusalOf(facts, payment, paymentGateway);
  const cardPaid = payment !== undefined && payment.status !== 'open' && payment.status !== 'canceled';
  return {
    order_id: order.id,
    method: refundMethodOf(order),
    paid_cents: paidCents(order, cardPaid, refunds),
    refunded_cents: sumOf(refunds.filter((refund) => refund.status === 'succeeded')),
    refundable_cents: refusal === null ? refundableOf(refundable).totalCents : 0,
    refusal,
    lines: facts.lines.map((line) => ({
      line_id: line.id,
      name: line.name,
      quantity: line.quantity,
      refundable_quantity: quantities.get(line.id) ?? 0,
      line_total_cents: line.lineTotalCents,
    })),
    refunds: refunds.map((refund) => partRefundOf(refund, names)),
  };
}

const sumOf = (refunds: readonly PartRefundRecord[]) =>
  refunds.reduce((sum, refund) => sum + refund.amountCents, 0);

/**
 * How an order stands in money for its customer: paid, refunded (its part refunds made, or the
 * whole payment), still due (cash not yet taken), and each refund made.
 */
export function orderMoneyOf(
  order: Pick<repository.OrderRow, 'paymentMethod' | 'status' | 'totalCents' | 'tipCents'>,
  payment: OrderPayment,
  refunds: readonly PartRefundRecord[],
): OrderMoney {
  const made = refunds.filter((refund) => refund.status === 'succeeded');
  const cardPaid = payment.paid || payment.payment_state === 'card_refunded';
  return {
    // The customer paid the tip with the total (issue 51); the staff's refunds never take from it.
    paid_cents: paidCents(order, cardPaid, refunds) + (cardPaid ? order.tipCents : 0),
    refunded_cents: made.length > 0 ? sumOf(made) : (payment.refunded_cents ?? 0),
    due_cents: payment.payment_state === 'cash_due' ? order.totalCents : 0,
    refunds: made.map((refund) => ({
      amount_cents: refund.amountCents,
      reason: refund.reason,
      method: refund.method,
      at: refund.createdAt.toISOString(),
    })),
  };
}
