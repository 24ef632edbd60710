import {
  type BoardOrder,
  type CustomerOrder,
  dublinDate,
  dublinInstant,
  firstNameOf,
  ORDER_CANCEL_WINDOW_MS,
  type OrderBoardResponse,
  RUNNING_ORDER_STATUSES,
} from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { orderLinksOf, type PartRefundRecord, partRefundsOf } from '../payments/index.ts';
import { kitchenPaceAt, requireRestaurant } from '../restaurant/index.ts';
import { memberNames } from '../staff/index.ts';
import { addressLine, deliveryAddressOf } from './address-line.ts';
import { changesOfOrder } from './changes/changes.repository.ts';
import * as changes from './order-changes.repository.ts';
import * as repository from './order-details.repository.ts';
import { orderPayment } from './order-payment.ts';
import { orderMoneyOf } from './refund-views.ts';

/*
 * The orders as the staff and their customers see them: the board, the kitchen ticket, a
 * customer's order page, and what changed since a live stream's last event.
 */

/** A resumed stream sends again what changed this long before its last event (changes.resumePoint). */
const RESUME_OVERLAP_MS = 5_000;
/**
 * The bounds of a resumed stream's catch-up: beyond them it is told to start afresh (`resync`: the
 * browser asks for everything it shows again), which costs one ordinary read, whereas a catch-up
 * from a very old id would read the whole table.
 */
export const RESUME_MAX_CHANGES = 100;
/**
 * A day: a quiet restaurant's board, whose last change was hours ago, resumes without asking again;
 * an id of another day starts afresh.
 */
export const RESUME_MAX_AGE_MS = 24 * 60 * 60_000;

function boardOrderOf({
  order,
  lines,
  vat,
  changeId,
  cardPayment,
  flagReason,
}: repository.DetailedOrder): BoardOrder {
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    fulfilment: order.fulfilment,
    payment_method: order.paymentMethod,
    ...orderPayment(order, cardPayment),
    placed_at: order.createdAt.toISOString(),
    scheduled_at: order.scheduledAt.toISOString(),
    ready_at: order.readyAt?.toISOString() ?? null,
    contact_name: order.contactName,
    contact_phone: order.contactPhone,
    address: order.deliveryAddress ? addressLine(order.deliveryAddress) : null,
    delivery_address: order.deliveryAddress ? deliveryAddressOf(order.deliveryAddress) : null,
    order_note: order.orderNote,
    cancel_reason: order.cancelReason,
    lines: lines.map((line) => ({
      quantity: line.quantity,
      name: line.name,
      options: line.options.map(({ variation, label }) => ({ variation, label })),
      note: line.note,
      allergens: line.allergens,
      line_total_cents: line.lineTotalCents,
    })),
    subtotal_cents: order.subtotalCents,
    delivery_fee_cents: order.deliveryFeeCents,
    discount_cents: order.discountCents,
    deposit_cents: order.depositCents,
    total_cents: order.totalCents,
    vat: vat.map((bucket) => ({ rate_basis_points: bucket.rateBasisPoints, vat_cents: bucket.vatCents })),
    change_id: changeId,
    version: order.version,
    to_pay_cents: order.toPayCents,
    tip_cents: order.tipCents,
    source: order.source,
    allergy: order.allergyAnswer ? { answer: order.allergyAnswer, details: order.allergyDetails } : null,
    call_first: flagReason === null ? null : { reason: flagReason },
  };
}

/** The board: running orders, and today's finished ones (Dublin's day), with the alert settings. */
export async function orderBoard({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<OrderBoardResponse> {
  const now = clock.now();
  const restaurant = await requireRestaurant({ db });
  // Read before the orders: a change made in between is sent again by the stream, never missed.
  const lastChangeId = await changes.lastChangeId(db);
  const rows = await repository.boardOrders(db, {
    running: RUNNING_ORDER_STATUSES,
    finishedSince: dublinInstant(dublinDate(now), '00:00'),
  });
  return {
    now: now.toISOString(),
    last_change_id: lastChangeId,
    accept_alert_minutes: restaurant.acceptAlertMinutes,
    auto_reject_minutes: restaurant.autoRejectMinutes,
    pace: kitchenPaceAt(restaurant, now),
    orders: rows.map(boardOrderOf),
  };
}

/** One order as the board shows it (the kitchen ticket). */
export async function boardOrder(
  { db }: Pick<AppDeps, 'db'>,
  { orderId }: { orderId: number },
): Promise<BoardOrder> {
  const [row] = await repository.detailedOrders(db, [orderId]);
  if (!row) throw notFound('Order');
  return boardOrderOf(row);
}

/** A customer's last 50 orders, newest first, as the board shows them (the staff's customer page). */
export async function customerOrders({ db }: Pick<AppDeps, 'db'>, { customerId }: { customerId: number }) {
  return { orders: (await repository.customerOrders(db, customerId, 50)).map(boardOrderOf) };
}

/** One of the customer's own orders, as its page shows it; another customer's is a 404. */
export async function customerOrder(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  { orderId, customerId }: { orderId: number; customerId: number },
): Promise<CustomerOrder> {
  const [row] = await repository.detailedOrders(db, [orderId]);
  if (!row || row.order.customerId !== customerId) throw notFound('Order');
  const [changes, refunds, changed, links] = await Promise.all([
    repository.statusChangesOf(db, orderId),
    partRefundsOf(db, [orderId]),
    changesOfOrder(db, orderId),
    orderLinksOf(db, config, orderId),
  ]);
  const link = links.due;
  const driverIds = changes.flatMap((change) => (change.driverId === null ? [] : [change.driverId]));
  return {
    ...customerOrderOf(row, changes, refunds, await memberNames(db, driverIds)),
    changes: changed.map((change) => ({ at: change.createdAt.toISOString(), summary: change.summary })),
    payment_link: link
      ? { url: link.url, amount_cents: link.amountCents, expires_at: link.expiresAt.toISOString() }
      : null,
    paid_by_link_cents: links.changesPaidCents,
  };
}

/** An order as its customer's page shows it, from the order and its status changes (oldest first). */
export function customerOrderOf(
  row: repository.DetailedOrder,
  changes: readonly { status: CustomerOrder['status']; createdAt: Date; driverId?: number | null }[],
  refunds: readonly PartRefundRecord[],
  driverNames: ReadonlyMap<number, string> = new Map(),
): CustomerOrder {
  const { order } = row;
  // The guard's flag is the staff's alone (decision 076): left out here, not only by the schema,
  // since the customer's live stream sends this answer too.
  const { call_first: _staffOnly, ...board } = boardOrderOf(row);
  // The driver who took it out from their run (issue 50), named by their first name, and when.
  const leftWith = changes.findLast((change) => change.status === 'handover' && change.driverId);
  const driverName = leftWith?.driverId ? driverNames.get(leftWith.driverId) : undefined;
  return {
    ...board,
    vat_cents: order.vatCents,
    // A part refund marks the order with the status it has (its live streams' id): one status once.
    timeline: changes
      .filter((change, index) => index === 0 || changes[index - 1]?.status !== change.status)
      .map((change) => ({ status: change.status, at: change.createdAt.toISOString() })),
    driver:
      leftWith && driverName !== undefined
        ? { first_name: firstNameOf(driverName), left_at: leftWith.createdAt.toISOString() }
        : null,
    cancelable_until:
      order.status === 'pending'
        ? new Date(order.createdAt.getTime() + ORDER_CANCEL_WINDOW_MS).toISOString()
        : null,
    money: orderMoneyOf(order, board, refunds),
    changes: [],
    payment_link: null,
    paid_by_link_cents: 0,
  };
}

/**
 * The orders changed after a stream's last event (and a little before it, see RESUME_OVERLAP_MS),
 * in the order of their last change, read within bounds: null, "start afresh", when the event is
 * older than RESUME_MAX_AGE_MS or more than RESUME_MAX_CHANGES changes came after it. With
 * `customerId`, that customer's own orders only, read through their orders alone.
 */
async function changedOrderIds(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { changeId, customerId }: { changeId: number; customerId?: number },
): Promise<number[] | null> {
  const fromId = await changes.resumePoint(db, changeId, {
    overlapMs: RESUME_OVERLAP_MS,
    overlapRows: RESUME_MAX_CHANGES,
    notBefore: new Date(clock.now().getTime() - RESUME_MAX_AGE_MS),
  });
  if (fromId === null) return null;
  return changes.ordersChangedFrom(db, { fromId, limit: RESUME_MAX_CHANGES, customerId });
}

/** The customer's own orders changed after a stream's last event, or null: start afresh (changedOrderIds). */
export async function customerOrdersChangedSince(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { changeId, customerId }: { changeId: number; customerId: number },
): Promise<CustomerOrder[] | null> {
  const ids = await changedOrderIds(deps, { changeId, customerId });
  if (ids === null) return null;
  const orders = await Promise.all(ids.map((orderId) => customerOrder(deps, { orderId, customerId })));
  return orders.sort((a, b) => a.change_id - b.change_id);
}

/** Every order changed after a stream's last event, as the board shows it, or null: start afresh (changedOrderIds). */
export async function ordersChangedSince(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  { changeId }: { changeId: number },
): Promise<BoardOrder[] | null> {
  const ids = await changedOrderIds(deps, { changeId });
  if (ids === null) return null;
  const rows = await repository.detailedOrders(deps.db, ids);
  return rows.map(boardOrderOf).sort((a, b) => a.change_id - b.change_id);
}

/**
 * The payment link the order's customer is asked to pay now (issue 49), or null: the newest still
 * open, as a later change's link is for what is due now.
 */
export async function duePaymentLink(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  { orderId }: { orderId: number },
): Promise<{ url: string; amountCents: number; expiresAt: Date } | null> {
  return (await orderLinksOf(db, config, orderId)).due;
}
