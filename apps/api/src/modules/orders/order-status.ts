import {
  type AdvanceOrderRequest,
  type BoardOrder,
  CANCELABLE_ORDER_STATUSES,
  MINUTE_MS,
  NEXT_ORDER_STATUS,
  ORDER_CANCEL_WINDOW_MS,
  type OrderStatus,
  orderStatusLabel,
  refundMessages,
} from '@tiffin/core';
import { refundOrAsk } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  claimOrderRefund,
  findPaymentOfOrder,
  finishRefund,
  partRefundsOf,
  releaseOrderRefund,
} from '../payments/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';
import { staleOrder } from './changes/change-refusals.ts';
import { giveBack, givesBack } from './give-back.ts';
import { type ChangedBy, statusEventType, writeOrderEvent } from './order-events.ts';
import { boardOrder } from './order-views.ts';
import * as repository from './orders.repository.ts';
import { checkReadyTime } from './ready-time.ts';

/*
 * The restaurant moves an order along (issue 14, DECISIONS.md "Orders"): pending → accepted with a
 * ready time (confirmed) → processing → handover (ready / out for delivery) → delivered or collected;
 * or it rejects a new order, or cancels one not yet handed over, with a reason, and a card payment is
 * refunded through the gateway. Each change is one transaction over the locked order row: the new
 * status, a status change (the timeline and the live streams' event id), the staff log, the order
 * event its subscribers hear (the customer's news, the devices told, the tickets, the restaurant's;
 * decision 062) and the bus's event that tells every server process's boards; a canceled, rejected
 * or refunded order gives back its slot place, coupon use and stock (give-back.ts).
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'orderEvents' | 'events' | 'paymentGateway'>;

/** How often the server looks for new orders nobody accepted in time. */
export const UNACCEPTED_SWEEP_INTERVAL_MS = 30_000;
/** The reason an order nobody accepted in time is rejected with (not in the spec). */
export const UNACCEPTED_REASON = 'The restaurant could not accept your order in time.';
/** The reason kept on an order its customer canceled (DECISIONS.md: within 2 minutes, while new). */
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer.';

export async function acceptOrder(
  deps: Deps,
  {
    orderId,
    readyInMinutes,
    staffId,
    version,
  }: {
    orderId: number;
    readyInMinutes: number | undefined;
    staffId: number;
    /** The version the board showed: changed since, the kitchen accepts what it has not seen (issue 49) */
    version?: number | undefined;
  },
): Promise<BoardOrder> {
  return changeStatus(deps, { orderId, staffId }, async (order, now, tx) => {
    if (order.status !== 'pending') throw notNow(order);
    if (version !== undefined && version !== order.version) throw staleOrder(order.reference);
    // Without minutes, at the time the customer asked for (never before now).
    const readyAt =
      readyInMinutes === undefined
        ? new Date(Math.max(order.scheduledAt.getTime(), now.getTime()))
        : new Date(now.getTime() + readyInMinutes * MINUTE_MS);
    await checkReadyTime(tx, order, readyAt);
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
 * payment row before the gateway is asked (so two cancels refund once); no row stays locked while
 * the gateway answers. When the gateway's answer is lost, it is asked whether the money went back
 * (issue 30): refunded, the order is finished as if the answer had come; not refunded, the claim is
 * released and the order runs on; not known, the refund stays pending for the payment sweep
 * (pending-refunds.ts). `staffId` null: the server did it.
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
        'An order can be cancelled only within 2 minutes of placing it: call the restaurant',
      ); // not in the spec
    }
    if (order.paymentIntentId === null) return null;
    // The whole payment back after part of it went back would refund those parts twice (decision 070).
    if ((await partRefundsOf(tx, [orderId], { counted: true })).length > 0) {
      throw new AppError('refund_unavailable', refundMessages.wholeRefundAfterPart(order.reference));
    }
    if (gateway === null) {
      throw new AppError('payment_failed', 'Card refunds need the card gateway, which is not configured'); // not in the spec
    }
    if (!(await claimOrderRefund(tx, { orderId, reason, staffId, now: clock.now() }))) {
      const payment = await findPaymentOfOrder(tx, orderId);
      if (payment?.status === 'refunding') throw refundUnderWay(order);
      throw notNow(order);
    }
    return { intentId: order.paymentIntentId, reference: order.reference };
  });
  if (refund && gateway) {
    const { state } = await refundOrAsk(gateway, refund.intentId);
    if (state === 'not_refunded') {
      await releaseOrderRefund(db, { orderId, now: clock.now() });
      throw new AppError('payment_gateway_failed', 'The card gateway did not take the refund; try again'); // not in the spec
    }
    if (state === 'unknown') {
      throw new AppError(
        'payment_gateway_failed',
        `The card gateway did not answer whether it refunded order #${refund.reference}; it is asked again within minutes`,
      ); // not in the spec
    }
    return completeOrderRefund(deps, { orderId });
  }
  return changeStatus(deps, { orderId, staffId }, (order) => {
    if (!isCancelable(order)) throw notNow(order);
    return {
      status: 'canceled',
      cancelReason: reason,
      action: cancelAction(order, reason),
      details: { reason },
    };
  });
}

/**
 * The order of a refund the gateway made is `refunded`, even if it moved on in the meantime, with
 * the reason and the member who asked kept on its payment's claim; the customer is told. Called
 * when the gateway's answer comes, or when it says so later (pending-refunds.ts).
 */
export async function completeOrderRefund(deps: Deps, { orderId }: { orderId: number }): Promise<BoardOrder> {
  const payment = await findPaymentOfOrder(deps.db, orderId);
  if (!payment) throw notFound('Order');
  const reason = payment.refundReason ?? '';
  return changeStatus(deps, { orderId, staffId: payment.refundStaffId }, async (order, now, tx) => {
    // Finished once: whoever comes second (the sweep and a late answer) changes nothing.
    if (!(await finishRefund(tx, { paymentId: payment.id, now }))) throw notNow(order);
    return {
      status: 'refunded',
      cancelReason: reason,
      action: cancelAction(order, reason),
      details: { reason, refunded_cents: order.totalCents },
    };
  });
}

const cancelAction = (order: repository.OrderRow, reason: string) =>
  reason === CUSTOMER_CANCEL_REASON
    ? 'the customer cancelled an order'
    : order.status === 'pending'
      ? 'rejected an order'
      : 'cancelled an order';

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

/** Who made a change: the staff, unless the reason says its customer or nobody accepting it in time. */
const changedBy = (change: StatusChange): ChangedBy =>
  change.driverId !== undefined
    ? 'driver'
    : change.cancelReason === CUSTOMER_CANCEL_REASON
      ? 'customer'
      : change.cancelReason === UNACCEPTED_REASON
        ? 'unaccepted'
        : 'staff';

const refundUnderWay = (order: repository.OrderRow) =>
  new AppError(
    'status',
    `The refund of order #${order.reference} waits for the card gateway's answer; it is asked again within minutes`,
  ); // not in the spec

const notNow = (order: repository.OrderRow) =>
  new AppError(
    'status',
    `Order #${order.reference} is ${orderStatusLabel(order.status, order.fulfilment).toLowerCase()} now`,
  ); // not in the spec

type StatusChange = {
  status: OrderStatus;
  /** The driver who made it from their run (driver-steps.ts) */
  driverId?: number;
  readyAt?: Date;
  cancelReason?: string;
  action: string;
  details?: Record<string, unknown>;
};

/** One status change of an order, in a transaction over its locked row (also the drivers' steps'). */
export async function changeStatus(
  deps: Deps,
  { orderId, staffId }: { orderId: number; staffId: number | null },
  decide: (order: repository.OrderRow, now: Date, tx: Db) => StatusChange | Promise<StatusChange>,
): Promise<BoardOrder> {
  const { db, clock, events } = deps;
  await db.transaction(async (tx) => {
    const now = clock.now();
    const order = await repository.lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    const change = await decide(order, now, tx);
    await repository.updateOrder(tx, orderId, {
      status: change.status,
      ...(change.readyAt ? { readyAt: change.readyAt } : {}),
      ...(change.cancelReason ? { cancelReason: change.cancelReason } : {}),
      updatedAt: now,
    });
    // Canceled, rejected or refunded: its slot place, coupon use and stock are free again.
    if (givesBack(order.status, change.status)) await giveBack(tx, order);
    const changeId = await repository.insertStatusChange(tx, {
      orderId,
      status: change.status,
      staffId,
      driverId: change.driverId ?? null,
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
    const changed = {
      changeId,
      from: order.status,
      to: change.status,
      by: changedBy(change),
      ...(change.driverId === undefined ? {} : { driverId: change.driverId }),
    };
    await writeOrderEvent(tx, { type: statusEventType(changed), orderId, payload: changed }, now);
    await events.publish(tx, { type: 'order.changed', orderId, changeId, customerId: order.customerId });
  });
  deps.orderEvents.wake();
  return boardOrder({ db }, { orderId });
}
