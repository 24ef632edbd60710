import { and, asc, desc, eq, gte, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderStatusChanges, orders } from '../../db/schema.ts';

/*
 * The queries of the order streams' resume (order-views.ts): the last change, where a resumed stream
 * starts reading again, and which orders changed since.
 */

export async function lastChangeId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(orderStatusChanges.id) }).from(orderStatusChanges);
  return row?.id ?? 0;
}

/** An order's last status change (0 before its first): the event id its next stream event carries. */
export async function lastChangeIdOf(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(orderStatusChanges.id) })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId));
  return row?.id ?? 0;
}

/**
 * Where a stream resumed after change `changeId` starts reading again: a little before it, the
 * changes made in the `overlapMs` before it (a transaction that took a lower id may commit after a
 * higher one was sent), looking back at most `overlapRows` changes. Null when the change is older
 * than `notBefore` or before every change: the stream starts afresh. Reads at most `overlapRows`
 * rows of the primary key.
 */
export async function resumePoint(
  db: Db,
  changeId: number,
  { overlapMs, overlapRows, notBefore }: { overlapMs: number; overlapRows: number; notBefore: Date },
): Promise<number | null> {
  const rows = await db
    .select({ id: orderStatusChanges.id, createdAt: orderStatusChanges.createdAt })
    .from(orderStatusChanges)
    .where(lte(orderStatusChanges.id, changeId))
    .orderBy(desc(orderStatusChanges.id))
    .limit(overlapRows);
  const [nearest] = rows;
  if (!nearest || nearest.createdAt < notBefore) return null;
  const since = nearest.createdAt.getTime() - overlapMs;
  let from = changeId + 1;
  for (const row of rows) if (row.createdAt.getTime() >= since) from = Math.min(from, row.id);
  return from;
}

/**
 * The orders with a change from change `fromId` on, in the order of their last change, reading at
 * most `limit` + 1 changes: null when there are more than `limit` (the stream starts afresh). With
 * `customerId`, only that customer's orders, found through their own orders (orders_customer_idx,
 * then order_status_changes_order_idx), however many other orders there are.
 */
export async function ordersChangedFrom(
  db: Db,
  { fromId, limit, customerId }: { fromId: number; limit: number; customerId?: number },
): Promise<number[] | null> {
  const columns = { id: orderStatusChanges.id, orderId: orderStatusChanges.orderId };
  const rows =
    customerId === undefined
      ? await db
          .select(columns)
          .from(orderStatusChanges)
          .where(gte(orderStatusChanges.id, fromId))
          .orderBy(asc(orderStatusChanges.id))
          .limit(limit + 1)
      : await db
          .select(columns)
          .from(orders)
          .innerJoin(orderStatusChanges, eq(orderStatusChanges.orderId, orders.id))
          .where(and(eq(orders.customerId, customerId), gte(orderStatusChanges.id, fromId)))
          .orderBy(asc(orderStatusChanges.id))
          .limit(limit + 1);
  if (rows.length > limit) return null;
  // Each order once, at its last change.
  const lastChange = new Map<number, number>();
  for (const row of rows) lastChange.set(row.orderId, row.id);
  return [...lastChange.entries()].sort((a, b) => a[1] - b[1]).map(([orderId]) => orderId);
}
