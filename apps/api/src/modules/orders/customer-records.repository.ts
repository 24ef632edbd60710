import type { OrderStatus } from '@tiffin/core';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderAddressSnapshot, orderLines, orderStatusChanges, orders } from '../../db/schema.ts';

/*
 * The queries of a customer's own records (issue 32): every order of theirs for the copy of their
 * data, and the orders of an account being deleted, kept without what names or finds the customer.
 */

/** Every order id of the customer, newest first. */
export async function orderIdsOf(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => row.id);
}

/** The status changes of these orders, oldest first: their timelines. */
export function statusChangesOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderStatusChanges.orderId,
      status: orderStatusChanges.status,
      createdAt: orderStatusChanges.createdAt,
    })
    .from(orderStatusChanges)
    .where(inArray(orderStatusChanges.orderId, orderIds))
    .orderBy(asc(orderStatusChanges.id));
}

/** Whether the customer has an order in one of these statuses. */
export async function hasOrderIn(
  db: Db,
  customerId: number,
  statuses: readonly OrderStatus[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, [...statuses])))
    .limit(1);
  return row !== undefined;
}

/**
 * Replaces the contact, the note and the delivery address of every order of the customer (the
 * delivery's distance, which its fee was worked out from, stays); the ids and references changed.
 * `updatedAt` is left as it was: the board lists the finished orders updated today, and an old
 * order is not news.
 */
export async function replaceContactOfOrders(
  db: Db,
  customerId: number,
  replacement: { contactName: string; contactPhone: string; address: OrderAddressSnapshot },
): Promise<{ id: number; reference: string }[]> {
  const changed = await db
    .update(orders)
    .set({ contactName: replacement.contactName, contactPhone: replacement.contactPhone, orderNote: null })
    .where(eq(orders.customerId, customerId))
    .returning({ id: orders.id, reference: orders.reference });
  await db
    .update(orders)
    .set({ deliveryAddress: replacement.address })
    .where(and(eq(orders.customerId, customerId), isNotNull(orders.deliveryAddress)));
  return changed;
}

/** Blanks the customers' notes on these orders' lines. */
export async function clearLineNotes(db: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db.update(orderLines).set({ note: null }).where(inArray(orderLines.orderId, orderIds));
}
