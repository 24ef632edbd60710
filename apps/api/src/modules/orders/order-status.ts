import {
  type AdvanceOrderRequest,
  type BoardOrder,
  CANCELABLE_ORDER_STATUSES,
  type CustomerOrder,
  dublinDate,
  dublinInstant,
  formatDublinTime12h,
  formatEuro,
  MINUTE_MS,
  NEXT_ORDER_STATUS,
  ORDER_CANCEL_WINDOW_MS,
  type OrderBoardResponse,
  type OrderStatus,
  orderStatusLabel,
  REFUND_DAYS,
  RUNNING_ORDER_STATUSES,
} from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { findCustomerById } from '../customers/customers.service.ts';
import { claimOrderRefund, releaseOrderRefund } from '../payments/payments.service.ts';
import { type RestaurantSettings, requireRestaurant } from '../restaurant/restaurant.service.ts';
import { recordAction } from '../staff/staff.service.ts';
import * as repository from './orders.repository.ts';

/*
 * The restaurant moves an order along (issue 14, DECISIONS.md "Orders"): pending → accepted with a
 * ready time (confirmed) → processing → handover (ready / out for delivery) → delivered or collected;
 * or it rejects a new order, or cancels one not yet handed over, with a reason, and a card payment is
 * refunded through the gateway. Each change is one transaction over the locked order row: the new
 * status, a status change (the timeline and the live streams' event id), the customer's notification
 * and e-mail through the outbox, the staff log, and the event that tells every server process.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'events' | 'paymentGateway'>;

/** How often the server looks for new orders nobody accepted in time. */
export const UNACCEPTED_SWEEP_INTERVAL_MS = 30_000;
/** A resumed stream sends again what changed this long before its last event (repository.ordersChangedSince). */
const RESUME_OVERLAP_MS = 5_000;
/** The reason an order nobody accepted in time is rejected with (not in the spec). */
export const UNACCEPTED_REASON = 'The restaurant could not accept your order in time.';
/** The reason kept on an order its customer canceled (DECISIONS.md: within 2 minutes, while new). */
export const CUSTOMER_CANCEL_REASON = 'Canceled by the customer.';

const addressLine = (order: repository.OrderRow): string | null => {
  const address = order.deliveryAddress;
  if (!address) return null;
  return [
    address.house,
    address.floor && `Floor ${address.floor}`,
    address.address,
    address.road,
    address.eircode,
  ]
    .filter(Boolean)
    .join(', ');
};

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
    address: addressLine(order),
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

export async function acceptOrder(
  deps: Deps,
  {
    orderId,
    readyInMinutes,
    staffId,
  }: { orderId: number; readyInMinutes: number | undefined; staffId: number },
): Promise<BoardOrder> {
  return changeStatus(deps, { orderId, staffId }, (order, now) => {
    if (order.status !== 'pending') throw notNow(order);
    // Without minutes, at the time the customer asked for (never before now).
    const readyAt =
      readyInMinutes === undefined
        ? new Date(Math.max(order.scheduledAt.getTime(), now.getTime()))
        : new Date(now.getTime() + readyInMinutes * MINUTE_MS);
    return {
      status: 'confirmed',
      readyAt,
      action: 'accepted an order',
      details: { ready_at: readyAt.toISOString() },
    };
  });
}

export async function advanceOrder(
  deps: Deps,
  { orderId, status, staffId }: { orderId: number; status: AdvanceOrderRequest['status']; staffId: number },
): Promise<BoardOrder> {
  return changeStatus(deps, { orderId, staffId }, (order) => {
    const next: Partial<Record<OrderStatus, OrderStatus>> = NEXT_ORDER_STATUS;
    if (next[order.status] !== status) throw notNow(order);
    return { status, action: `moved an order to ${status}` };
  });
}

/**
 * Rejects a new order or cancels a running one not yet handed over: a cash order is `canceled`; a
 * card order's payment is refunded first and the order is `refunded`. The refund is claimed on the
 * payment row before the gateway is asked (so two cancels refund once) and released if the gateway
 * refuses; no row stays locked while the gateway answers. `staffId` null: the server did it.
 */
export async function cancelOrder(
  deps: Deps,
  {
    orderId,
    reason,
    staffId,
    customerId,
  }: {
    orderId: number;
    reason: string;
    staffId: number | null;
    /** The customer canceling their own order: only theirs, only new, only within the window */
    customerId?: number;
  },
): Promise<BoardOrder> {
  const { db, clock, paymentGateway: gateway } = deps;
  const byCustomer = customerId !== undefined;
  const isCancelable = (order: repository.OrderRow) =>
    byCustomer
      ? order.status === 'pending'
      : CANCELABLE_ORDER_STATUSES.some((cancelable) => cancelable === order.status);
  const refund = await db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, orderId);
    // Another customer's order is answered as if it did not exist.
    if (!order || (byCustomer && order.customerId !== customerId)) throw notFound('Order');
    if (!isCancelable(order)) throw notNow(order);
    if (byCustomer && clock.now().getTime() - order.createdAt.getTime() > ORDER_CANCEL_WINDOW_MS) {
      throw new AppError(
        'cancel_window',
        'An order can be canceled only within 2 minutes of placing it: call the restaurant',
      ); // not in the spec
    }
    if (order.paymentIntentId === null) return null;
    if (gateway === null) {
      throw new AppError('payment_failed', 'Card refunds need the card gateway, which is not configured'); // not in the spec
    }
    if (!(await claimOrderRefund(tx, { orderId, now: clock.now() }))) throw notNow(order);
    return { intentId: order.paymentIntentId };
  });
  if (refund && gateway) {
    try {
      await gateway.refund(refund.intentId);
    } catch {
      await releaseOrderRefund(db, { orderId, now: clock.now() });
      throw new AppError('payment_gateway_failed', 'The card gateway did not take the refund; try again'); // not in the spec
    }
  }
  return changeStatus(deps, { orderId, staffId }, (order) => {
    const action = byCustomer
      ? 'the customer canceled an order'
      : order.status === 'pending'
        ? 'rejected an order'
        : 'canceled an order';
    // With the money back, the order is refunded even if it moved on in the meantime.
    if (refund)
      return {
        status: 'refunded',
        cancelReason: reason,
        action,
        details: { reason, refunded_cents: order.totalCents },
      };
    if (!isCancelable(order)) throw notNow(order);
    return { status: 'canceled', cancelReason: reason, action, details: { reason } };
  });
}

/** A customer cancels their own new order within 2 minutes of placing it (DECISIONS.md); a card order is refunded. */
export async function cancelOwnOrder(
  deps: Deps,
  { orderId, customerId }: { orderId: number; customerId: number },
) {
  const order = await cancelOrder(deps, {
    orderId,
    reason: CUSTOMER_CANCEL_REASON,
    staffId: null,
    customerId,
  });
  return { order_id: order.id, order_status: order.status };
}

/** Rejects, refunds and tells the customer of every new order nobody accepted in time. */
export async function rejectUnacceptedOrders(deps: Deps & Pick<AppDeps, 'log'>): Promise<number> {
  const restaurant = await requireRestaurant(deps);
  const before = new Date(deps.clock.now().getTime() - restaurant.autoRejectMinutes * MINUTE_MS);
  let rejected = 0;
  for (const orderId of await repository.pendingOrdersPlacedBefore(deps.db, before)) {
    try {
      await cancelOrder(deps, { orderId, reason: UNACCEPTED_REASON, staffId: null });
      rejected += 1;
    } catch (error) {
      // Accepted meanwhile (409), or a refund the gateway did not take: the next look tries again.
      if (!(error instanceof AppError && error.status === 409)) {
        deps.log.warn({ err: error, orderId }, 'an unaccepted order was not rejected');
      }
    }
  }
  return rejected;
}

const notNow = (order: repository.OrderRow) =>
  new AppError(
    'status',
    `Order #${order.reference} is ${orderStatusLabel(order.status, order.fulfilment).toLowerCase()} now`,
  ); // not in the spec

type StatusChange = {
  status: OrderStatus;
  readyAt?: Date;
  cancelReason?: string;
  action: string;
  details?: Record<string, unknown>;
};

async function changeStatus(
  deps: Deps,
  { orderId, staffId }: { orderId: number; staffId: number | null },
  decide: (order: repository.OrderRow, now: Date) => StatusChange,
): Promise<BoardOrder> {
  const { db, clock, mailer, events } = deps;
  const restaurant = await requireRestaurant({ db });
  await db.transaction(async (tx) => {
    const now = clock.now();
    const order = await repository.lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    const change = decide(order, now);
    const changed = { ...order, ...change };
    await repository.updateOrder(tx, orderId, {
      status: change.status,
      ...(change.readyAt ? { readyAt: change.readyAt } : {}),
      ...(change.cancelReason ? { cancelReason: change.cancelReason } : {}),
      updatedAt: now,
    });
    const changeId = await repository.insertStatusChange(tx, {
      orderId,
      status: change.status,
      staffId,
      createdAt: now,
    });
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: change.action,
        subject: `order ${order.reference}`,
        details: { from: order.status, to: change.status, ...change.details },
      },
    );
    if (order.customerId !== null) {
      const news = customerNews(changed, restaurant);
      await repository.insertNotification(tx, {
        customerId: order.customerId,
        title: news.title,
        description: news.description,
        data: { type: 'order_status', order_id: order.id },
        createdAt: now,
      });
      const customer = await findCustomerById({ db: tx }, { customerId: order.customerId });
      if (customer) {
        await mailer.enqueue(tx, {
          from: `${restaurant.name} <${restaurant.email}>`,
          to: customer.email,
          customerId: customer.id,
          subject: news.title,
          text: [
            `Hello ${customer.firstName},`,
            '',
            news.description,
            '',
            restaurant.name,
            restaurant.phones[0] ?? '',
          ].join('\n'),
        });
      }
    }
    await events.publish(tx, { type: 'order.changed', orderId, changeId, customerId: order.customerId });
  });
  mailer.wake();
  return boardOrder({ db }, { orderId });
}

/** What the customer is told of the order's new status, in the notification and the e-mail (not in the spec). */
function customerNews(
  order: repository.OrderRow & { status: OrderStatus },
  restaurant: RestaurantSettings,
): { title: string; description: string } {
  const ref = `#${order.reference}`;
  const delivery = order.fulfilment === 'delivery';
  const readyAt = order.readyAt ? formatDublinTime12h(order.readyAt) : null;
  switch (order.status) {
    case 'confirmed':
      return {
        title: `Order ${ref} accepted`,
        description: `${restaurant.name} has accepted your order ${ref}. It will be ${delivery ? 'on its way' : 'ready to collect'} at about ${readyAt}.`,
      };
    case 'processing':
      return {
        title: `Order ${ref} is being prepared`,
        description: `The kitchen is cooking your order ${ref}.`,
      };
    case 'handover':
      return delivery
        ? { title: `Order ${ref} is on its way`, description: `Your order ${ref} is out for delivery.` }
        : {
            title: `Order ${ref} is ready`,
            description: `Your order ${ref} is ready to collect at ${restaurant.addressLine}, ${restaurant.town}.`,
          };
    case 'delivered':
      return {
        title: `Order ${ref} ${delivery ? 'delivered' : 'collected'}`,
        description: `Enjoy your meal, and thank you for ordering from ${restaurant.name}.`,
      };
    case 'refunded':
      if (order.cancelReason === CUSTOMER_CANCEL_REASON)
        return {
          title: `Order ${ref} canceled and refunded`,
          description: `You canceled your order ${ref}. We have refunded ${formatEuro(order.totalCents)} to your card; refunds reach your account within ${REFUND_DAYS}.`,
        };
      return {
        title: `Order ${ref} canceled and refunded`,
        description: `${restaurant.name} canceled your order ${ref}: ${order.cancelReason ?? ''} We have refunded ${formatEuro(order.totalCents)} to your card; refunds reach your account within ${REFUND_DAYS}.`,
      };
    default:
      if (order.cancelReason === CUSTOMER_CANCEL_REASON)
        return {
          title: `Order ${ref} canceled`,
          description: `You canceled your order ${ref}. Nothing is due.`,
        };
      return {
        title: `Order ${ref} canceled`,
        description: `${restaurant.name} canceled your order ${ref}: ${order.cancelReason ?? ''} Nothing is due.`,
      };
  }
}
