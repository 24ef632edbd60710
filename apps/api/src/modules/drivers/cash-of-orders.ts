import { type CashUpOrder, cashToCollectCents } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { OrderForRun } from '../orders/index.ts';
import { partRefundsOf } from '../payments/index.ts';

/*
 * The cash an order puts in a driver's hand, as core's cash-up arithmetic reads it (issue 50): the
 * order's total due now (a change re-prices the order's own total), less the cash handed back to
 * its customer, plus the difference a change asked to be taken in cash.
 */

/** The cash handed back to the customers of these orders, by order: the payments module's part refunds in cash. */
async function cashRefundedCents(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  const refunded = new Map<number, number>();
  for (const refund of await partRefundsOf(db, orderIds, { counted: true })) {
    if (refund.method !== 'cash') continue;
    refunded.set(refund.orderId, (refunded.get(refund.orderId) ?? 0) + refund.amountCents);
  }
  return refunded;
}

/** The cash-up's view of each order, by id. */
export async function cashUpOrdersOf(
  db: Db,
  orders: readonly OrderForRun[],
): Promise<Map<number, CashUpOrder>> {
  const refunded = await cashRefundedCents(
    db,
    orders.map((order) => order.id),
  );
  return new Map(
    orders.map((order) => [
      order.id,
      {
        paymentMethod: order.paymentMethod,
        totalDueCents: order.totalCents,
        cashRefundedCents: refunded.get(order.id) ?? 0,
        // A card order's difference still to pay after a change (issue 49): taken at the door when
        // it was to be paid in cash, or when its payment link was not paid before the delivery.
        cashChangeCents: order.paymentMethod === 'digital_payment' ? order.toPayCents : 0,
      },
    ]),
  );
}

/** What the driver takes at the door for the order; 0 for a card order ("paid"). */
export const cashOf = (orders: ReadonlyMap<number, CashUpOrder>, orderId: number): number => {
  const order = orders.get(orderId);
  return order ? cashToCollectCents(order) : 0;
};
