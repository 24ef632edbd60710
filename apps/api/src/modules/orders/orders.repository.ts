import { randomInt } from 'node:crypto';
import type { OrderStatus } from '@tiffin/core';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orderStatusChanges, orders } from '../../db/schema.ts';

/*
 * An order's own row: its reference, its status changes under its lock, the sweeps of new orders
 * (alerts, unaccepted) and the figures' count. Orders as views read them: order-details.repository.ts;
 * what a basket is priced and stocked from: the menu's and the restaurant's index.ts.
 */

/** An order's lines as sold: how many of each, with which options. */
export function linesOfOrder(db: Db, orderId: number) {
  return db
    .select({ quantity: orderLines.quantity, options: orderLines.options })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

// Six characters of an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B): 25^6 ≈ 244 million.
const REFERENCE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const REFERENCE_LENGTH = 6;

export function newReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}

export type OrderRow = typeof orders.$inferSelect;

/** Records a status the order took; answers the change's id (the live stream's event id). */
export async function insertStatusChange(
  db: Db,
  values: {
    orderId: number;
    status: OrderStatus;
    staffId: number | null;
    driverId?: number | null;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(orderStatusChanges).values(values).returning({ id: orderStatusChanges.id });
  if (!row) throw new Error('a status change returned no row');
  return row.id;
}

/** The order as it is now. */
export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order, its row locked until the transaction ends: one status change at a time. */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** A status change: its version raised, so that a change or acceptance read before it is stale (issue 49). */
export async function updateOrder(
  db: Db,
  orderId: number,
  values: Pick<Partial<OrderRow>, 'status' | 'readyAt' | 'cancelReason' | 'toPayCents'> & { updatedAt: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({ ...values, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId));
}

/** The orders in `statuses` promised ready from `from` to before `before`, locked, oldest first (busy mode, issue 33). */
export function lockOrdersReadyBetween(
  db: Db,
  {
    restaurantId,
    statuses,
    from,
    before,
  }: { restaurantId: number; statuses: readonly OrderStatus[]; from: Date; before: Date },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        inArray(orders.status, [...statuses]),
        gte(orders.readyAt, from),
        lt(orders.readyAt, before),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
}

/** Pending orders placed before `before`: nobody accepted them in time. */
export async function pendingOrdersPlacedBefore(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    // A phone order is never rejected by itself (decision 063): the staff took it, the customer was
    // told on the phone, and one paying by link waits for the link, not for the kitchen.
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, before), eq(orders.source, 'online')))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/** New orders placed at or before `before` whose alert e-mail has not gone (issue 28). */
export async function pendingOrdersToAlert(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.createdAt, before), isNull(orders.alertEmailedAt)))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/**
 * Marks a new order's alert e-mail as sent, if it is still new and not marked: the order when this
 * call marked it, else undefined (accepted meanwhile, or another sweep marked it first).
 */
export async function markAlertEmailed(db: Db, orderId: number, at: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ alertEmailedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), isNull(orders.alertEmailedAt)))
    .returning();
  return row;
}

/** The orders placed in [from, to) that still count: not canceled, failed or refunded (the figures). */
export function countedOrdersPlacedBetween(db: Db, from: Date, to: Date) {
  return db
    .select({ createdAt: orders.createdAt, fulfilment: orders.fulfilment, totalCents: orders.totalCents })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
        notInArray(orders.status, ['canceled', 'failed', 'refunded']),
      ),
    );
}

/** How many orders each of these customers placed, by customer id (the staff's customer search). */
export async function orderCountsOf(db: Db, customerIds: number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: orders.customerId, orders: count() })
    .from(orders)
    .where(inArray(orders.customerId, customerIds))
    .groupBy(orders.customerId);
  return new Map(
    rows.flatMap((row) => (row.customerId === null ? [] : [[row.customerId, row.orders] as const])),
  );
}

/** These orders' rows, by id (the drivers' runs read their stops so). */
export async function ordersByIds(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.id, row]));
}
