import type { OrderStatus } from '@tiffin/core';
import type { Subscriber } from '../../adapters/event-outbox.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { orderEvents } from './order-events.schema.ts';

/*
 * Orders says what happened, once (issue 48, decision 062): each use case writes one event row in
 * its own transaction, and calls nothing of the notifications, push, printers or the mailer. The
 * outbox worker hands each event to the subscribers that take its kind (app.ts lists them), each
 * declared in its own module; they read the order through this module's index.ts.
 */

/**
 * Who moved an order that changed status: a member of staff, its customer, nobody accepting it in
 * time, or its driver from their run (issue 50: then `driverId` names them).
 */
export type ChangedBy = 'staff' | 'customer' | 'unaccepted' | 'driver';

/** A status change: the change's id (the timeline's), the statuses either side and who made it. */
export type StatusChanged = {
  changeId: number;
  from: OrderStatus;
  to: OrderStatus;
  by: ChangedBy;
  /** The driver who made it, when `by` is 'driver' */
  driverId?: number;
};

/**
 * The kinds of status change: accepted with a ready time (pending → confirmed); moved along (being
 * prepared, ready or on its way, delivered or collected); a new cash order rejected, by the staff or
 * by nobody accepting it in time; a cash order cancelled, running by the staff or new by its
 * customer; a card order rejected or cancelled, its payment refunded; or part of an order's money
 * given back (`part` in the payload).
 */
export type StatusEventType =
  | 'order.accepted'
  | 'order.status_changed'
  | 'order.rejected'
  | 'order.cancelled'
  | 'order.refunded';

/**
 * A part refund made (issue 49, decision 070), carried by `order.refunded`: its record, amount and
 * reason. `to` is the status the order has (unchanged), or `refunded` once nothing is left.
 */
export type PartRefunded = { refundId: number; amountCents: number; reason: string };

export type OrderEvent =
  | { type: 'order.placed'; orderId: number; payload: Record<string, never> }
  | { type: StatusEventType; orderId: number; payload: StatusChanged & { part?: PartRefunded } }
  /** Left unaccepted past the alert time */
  | { type: 'order.waiting'; orderId: number; payload: { waitedMinutes: number } }
  /** Its ready time moved later by busy mode */
  | { type: 'order.delayed'; orderId: number; payload: { readyAt: string } }
  /** Its lines or details changed by the staff (issue 49): the change's row and its timeline row */
  | { type: 'order.changed'; orderId: number; payload: OrderChanged }
  /** A payment link of it paid (issue 49): what it still has to pay went down by the amount */
  | { type: 'order.paid_by_link'; orderId: number; payload: PaidByLink };

/** A payment link paid: its timeline row, the link, its amount and what it was for. */
export type PaidByLink = {
  changeId: number;
  linkId: number;
  amountCents: number;
  purpose: 'phone_order' | 'change';
};

/** A change of an order's lines or details: its `order_changes` row and its timeline's row. */
export type OrderChanged = { orderChangeId: number; statusChangeId: number };

export type OrderEventType = OrderEvent['type'];

/** A subscriber to the order events: what other modules declare, one file each. */
export type OrderSubscriber = Subscriber<OrderEvent, AppDeps>;

/** The kind of event a status change is. */
export function statusEventType({ from, to, by }: Omit<StatusChanged, 'changeId'>): StatusEventType {
  if (to === 'confirmed') return 'order.accepted';
  if (to === 'refunded') return 'order.refunded';
  if (to === 'canceled')
    return from === 'pending' && by !== 'customer' ? 'order.rejected' : 'order.cancelled';
  return 'order.status_changed';
}

/**
 * Writes the event with `db`, the use case's transaction, so it exists exactly when what it says
 * does. The use case wakes the event outbox once that has committed (`deps.orderEvents.wake()`).
 */
export async function writeOrderEvent(db: Db, event: OrderEvent, now: Date): Promise<void> {
  await db
    .insert(orderEvents)
    .values({ type: event.type, orderId: event.orderId, payload: event.payload, createdAt: now });
}

/**
 * The part of placing's one statement (decision 057) that writes the `order.placed` event of the
 * order the CTE `placed` inserted, as `writeOrderEvent` would.
 */
export const placedEventSql = (placed: string): string =>
  `insert into order_events (type, order_id, payload, created_at)
    select 'order.placed', ${placed}.id, '{}'::jsonb, ${placed}.created_at from ${placed}`;
