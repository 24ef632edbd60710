import { dublinWallClock, firstNameOf, type OrderChangeSummary, paymentStateOf } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import type { ChangedOrder } from '../../emails/order-news.ts';
import type { ReceiptOrder } from '../../emails/order-receipt.ts';
import { notFound } from '../../errors.ts';
import { cardPaymentsOf, openPaymentLinksOf } from '../payments/index.ts';
import { memberNames } from '../staff/index.ts';
import { addressLine } from './address-line.ts';
import { findOrderChange } from './changes/changes.repository.ts';
import { detailedOrders } from './order-details.repository.ts';
import { orderPayment } from './order-payment.ts';
import { CUSTOMER_CANCEL_REASON } from './order-status.ts';
import type { OrderRow } from './orders.repository.ts';
import * as repository from './orders.repository.ts';

/*
 * What the order events' subscribers read of an order (decision 062): the order's row, its news
 * as its customer is told it, and its receipt. The kitchen ticket is `boardOrder` (order-views.ts).
 */

/** The order as it is now, or a 404. */
export async function orderOf(
  { db }: Pick<AppDeps, 'db'>,
  { orderId }: { orderId: number },
): Promise<OrderRow> {
  const order = await repository.findOrder(db, orderId);
  if (!order) throw notFound('Order');
  return order;
}

/**
 * The order as its customer's news tells it after a change to `status` (orderStatusNews): how it
 * stands paid now, and whether its customer cancelled it.
 */
export async function changedOrderOf(
  { db }: Pick<AppDeps, 'db'>,
  {
    order,
    status,
    driverId,
    at,
  }: {
    order: OrderRow;
    status: OrderRow['status'];
    /** The driver who made the change from their run, and when (the event's payload and time) */
    driverId?: number | undefined;
    at?: Date;
  },
): Promise<ChangedOrder> {
  const changed = { ...order, status };
  const driverName = driverId === undefined ? undefined : (await memberNames(db, [driverId])).get(driverId);
  const cardPayment = (await cardPaymentsOf(db, [order.id])).get(order.id) ?? null;
  const payment = orderPayment(changed, cardPayment);
  return {
    ...changed,
    payment: {
      state: payment.payment_state,
      totalCents: order.totalCents,
      refundedCents: payment.refunded_cents,
    },
    canceledByCustomer: order.cancelReason === CUSTOMER_CANCEL_REASON,
    driver:
      driverName === undefined ? null : { firstName: firstNameOf(driverName), leftAt: at ?? order.updatedAt },
  };
}

/** The receipt of a placed order, and its kitchen copy's, as it was placed. */
export async function placedReceipt(
  { db, config }: Pick<AppDeps, 'db'> & { config?: AppDeps['config'] },
  { orderId }: { orderId: number },
): Promise<ReceiptOrder> {
  const [detailed] = await detailedOrders(db, [orderId]);
  if (!detailed) throw notFound('Order');
  const { order, lines, vat } = detailed;
  const address = order.deliveryAddress;
  // A phone order paid by link (issue 49): the receipt carries the link to pay on.
  const [link] = config && order.source === 'phone' ? await openPaymentLinksOf(db, config, orderId) : [];
  return {
    paymentLink: link ? { url: link.url, expiresAt: link.expiresAt } : null,
    reference: order.reference,
    contact: { name: order.contactName, number: order.contactPhone },
    allergy: order.allergyAnswer ? { answer: order.allergyAnswer, details: order.allergyDetails } : null,
    delivery: address ? { address: addressLine(address), distanceKm: order.distanceKm ?? 0 } : null,
    scheduledAt: order.scheduledAt,
    scheduledTime: dublinWallClock(order.scheduledAt).time,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      options: line.options,
      note: line.note,
      allergens: line.allergens,
    })),
    priced: {
      lines: lines.map((line) => ({
        unitPriceCents: line.unitPriceCents,
        lineTotalCents: line.lineTotalCents,
        quantity: line.quantity,
      })),
      totals: {
        subtotalCents: order.subtotalCents,
        deliveryFeeCents: order.deliveryFeeCents,
        discountCents: order.discountCents,
        depositCents: order.depositCents,
        totalCents: order.totalCents,
      },
    },
    couponCode: order.couponCode,
    vat: vat.map((bucket) => ({ rate_basis_points: bucket.rateBasisPoints, vat_cents: bucket.vatCents })),
    orderNote: order.orderNote,
    // As placed: a card order was paid before it was placed, a cash one is due; a phone order paid
    // by link waits for it.
    payment: {
      state: paymentStateOf({
        method: order.paymentMethod,
        status: 'pending',
        ...(order.source === 'phone'
          ? { cardPayment: null, byLink: { dueCents: order.toPayCents } }
          : { cardPayment: order.paymentMethod === 'digital_payment' ? 'placed' : null }),
      }),
      totalCents: order.totalCents,
    },
    tipCents: order.tipCents,
  };
}

/** A change of an order as it was kept (issue 49): what the `order.changed` event's subscribers tell. */
export async function orderChangeOf(
  { db }: Pick<AppDeps, 'db'>,
  { orderChangeId }: { orderChangeId: number },
): Promise<OrderChangeSummary> {
  const change = await findOrderChange(db, orderChangeId);
  if (!change) throw notFound('Order change');
  return change.summary;
}
