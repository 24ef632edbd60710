import {
  type BoardOrder,
  type CustomerOrder,
  dublinDate,
  dublinInstant,
  ORDER_CANCEL_WINDOW_MS,
  type OrderBoardResponse,
  RUNNING_ORDER_STATUSES,
} from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { addressLine } from './address-line.ts';
import * as repository from './orders.repository.ts';

/*
 * The orders as the staff and their customers see them: the board, the kitchen ticket, a
 * customer's order page, and what changed since a live stream's last event.
 */

/** A resumed stream sends again what changed this long before its last event (repository.ordersChangedSince). */
const RESUME_OVERLAP_MS = 5_000;

function boardOrderOf({ order, lines, changeId, paid }: repository.DetailedOrder): BoardOrder {
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    fulfilment: order.fulfilment,
    payment_method: order.paymentMethod,
    paid,
    placed_at: order.createdAt.toISOString(),
    scheduled_at: order.scheduledAt.toISOString(),
    ready_at: order.readyAt?.toISOString() ?? null,
    contact_name: order.contactName,
    contact_phone: order.contactPhone,
    address: order.deliveryAddress ? addressLine(order.deliveryAddress) : null,
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
    total_cents: order.totalCents,
    change_id: changeId,
  };
}

/** The board: running orders, and today's finished ones (Dublin's day), with the alert settings. */
export async function orderBoard({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<OrderBoardResponse> {
  const now = clock.now();
  const restaurant = await requireRestaurant({ db });
  // Read before the orders: a change made in between is sent again by the stream, never missed.
  const lastChangeId = await repository.lastChangeId(db);
  const rows = await repository.boardOrders(db, {
    running: RUNNING_ORDER_STATUSES,
    finishedSince: dublinInstant(dublinDate(now), '00:00'),
  });
  return {
    now: now.toISOString(),
    last_change_id: lastChangeId,
    accept_alert_minutes: restaurant.acceptAlertMinutes,
    auto_reject_minutes: restaurant.autoRejectMinutes,
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
  { db }: Pick<AppDeps, 'db'>,
  { orderId, customerId }: { orderId: number; customerId: number },
): Promise<CustomerOrder> {
  const [row] = await repository.detailedOrders(db, [orderId]);
  if (!row || row.order.customerId !== customerId) throw notFound('Order');
  const changes = await repository.statusChangesOf(db, orderId);
  const { order } = row;
  return {
    ...boardOrderOf(row),
    vat_cents: order.vatCents,
    timeline: changes.map((change) => ({
      status: change.status,
      at: change.createdAt.toISOString(),
    })),
    cancelable_until:
      order.status === 'pending'
        ? new Date(order.createdAt.getTime() + ORDER_CANCEL_WINDOW_MS).toISOString()
        : null,
  };
}

/** The customer's own orders changed after a stream's last event (see ordersChangedSince). */
export async function customerOrdersChangedSince(
  { db }: Pick<AppDeps, 'db'>,
  { changeId, customerId }: { changeId: number; customerId: number },
): Promise<CustomerOrder[]> {
  const ids = await repository.ordersChangedSince(db, changeId, RESUME_OVERLAP_MS);
  const own = (await repository.detailedOrders(db, ids)).filter((row) => row.order.customerId === customerId);
  const orders = await Promise.all(
    own.map((row) => customerOrder({ db }, { orderId: row.order.id, customerId })),
  );
  return orders.sort((a, b) => a.change_id - b.change_id);
}

/**
 * The orders changed after a stream's last event (and a little before it, see RESUME_OVERLAP_MS),
 * in the order of their last change.
 */
export async function ordersChangedSince(
  { db }: Pick<AppDeps, 'db'>,
  { changeId }: { changeId: number },
): Promise<BoardOrder[]> {
  const ids = await repository.ordersChangedSince(db, changeId, RESUME_OVERLAP_MS);
  const rows = await repository.detailedOrders(db, ids);
  return rows.map(boardOrderOf).sort((a, b) => a.change_id - b.change_id);
}
