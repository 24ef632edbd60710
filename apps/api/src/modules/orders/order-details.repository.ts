import type { OrderStatus } from '@tiffin/core';
import { and, asc, count, desc, eq, gte, inArray, isNull, max, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orderStatusChanges, orders, orderVat } from '../../db/schema.ts';
import { flagsOf } from '../guard/index.ts';
import { cardPaymentsOf } from '../payments/index.ts';
import type { OrderRow } from './orders.repository.ts';

/*
 * Orders as their views read them (order-lists.ts, order-views.ts, order-status.ts): each with its
 * lines, its VAT by rate, its last status change and the card payment that paid it.
 */

/** A page of the customer's orders, newest first, with their lines; `running` leaves out finished ones. */
export async function listOrders(
  db: Db,
  {
    customerId,
    running,
    finished,
    limit,
    skip,
  }: { customerId: number; running: boolean; finished: readonly OrderStatus[]; limit: number; skip: number },
) {
  const where = and(
    eq(orders.customerId, customerId),
    running ? notInArray(orders.status, [...finished]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(skip),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.position));
  const cardPayments = await cardPaymentsOf(
    db,
    rows.map((row) => row.id),
  );
  return { rows, lines, cardPayments, total: total?.value ?? 0 };
}

/** The card payment of an order: whether it paid it or went back, and its amount. */
/** The VAT by rate of these orders, lowest rate first. */
export function vatOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderVat.orderId,
      rateBasisPoints: orderVat.rateBasisPoints,
      vatCents: orderVat.vatCents,
    })
    .from(orderVat)
    .where(inArray(orderVat.orderId, orderIds))
    .orderBy(asc(orderVat.rateBasisPoints));
}

/**
 * Orders with their lines, last status change, card payment and the guard's flag (decision 076:
 * "call before cooking", read through the guard's index), for the staff side.
 */
async function withDetails(db: Db, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, changes, cardPayments, vat, flags] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db
      .select({ orderId: orderStatusChanges.orderId, changeId: max(orderStatusChanges.id) })
      .from(orderStatusChanges)
      .where(inArray(orderStatusChanges.orderId, ids))
      .groupBy(orderStatusChanges.orderId),
    cardPaymentsOf(db, ids),
    vatOfOrders(db, ids),
    flagsOf(db, ids),
  ]);
  return rows.map((row) => ({
    order: row,
    lines: lines.filter((line) => line.orderId === row.id),
    vat: vat.filter((bucket) => bucket.orderId === row.id),
    changeId: changes.find((change) => change.orderId === row.id)?.changeId ?? 0,
    cardPayment: cardPayments.get(row.id) ?? null,
    flagReason: flags.find((flag) => flag.orderId === row.id)?.reason ?? null,
  }));
}
export type DetailedOrder = Awaited<ReturnType<typeof withDetails>>[number];

/** The board: every running order, and those finished since `finishedSince`, oldest first. */
export async function boardOrders(
  db: Db,
  { running, finishedSince }: { running: readonly OrderStatus[]; finishedSince: Date },
) {
  const rows = await db
    .select()
    .from(orders)
    .where(or(inArray(orders.status, [...running]), gte(orders.updatedAt, finishedSince)))
    .orderBy(asc(orders.scheduledAt), asc(orders.id))
    .limit(500);
  return withDetails(db, rows);
}

export async function detailedOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  return withDetails(db, rows);
}

/** A customer's orders, newest first (the staff's customer page). */
export async function customerOrders(db: Db, customerId: number, limit: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return withDetails(db, rows);
}

/** An order's status changes, oldest first: its timeline (a change's row, its status unmoved, is not one). */
export function statusChangesOf(db: Db, orderId: number) {
  return db
    .select({
      status: orderStatusChanges.status,
      createdAt: orderStatusChanges.createdAt,
      driverId: orderStatusChanges.driverId,
    })
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, orderId), isNull(orderStatusChanges.orderChangeId)))
    .orderBy(asc(orderStatusChanges.id));
}

/** An order's lines and VAT by rate as a part refund reads them (payments' `OrderForRefund`). */
export async function refundFactsOf(db: Db, order: OrderRow) {
  const [lines, vat] = await Promise.all([
    db
      .select({
        id: orderLines.id,
        name: orderLines.name,
        quantity: orderLines.quantity,
        lineTotalCents: orderLines.lineTotalCents,
        vatRateBasisPoints: orderLines.vatRateBasisPoints,
        depositCents: orderLines.depositCents,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select({
        rateBasisPoints: orderVat.rateBasisPoints,
        grossCents: orderVat.grossCents,
        vatCents: orderVat.vatCents,
      })
      .from(orderVat)
      .where(eq(orderVat.orderId, order.id))
      .orderBy(asc(orderVat.rateBasisPoints)),
  ]);
  return {
    id: order.id,
    reference: order.reference,
    paymentMethod: order.paymentMethod,
    status: order.status,
    depositCents: order.depositCents,
    discountCents: order.discountCents,
    lines,
    vat,
  };
}
