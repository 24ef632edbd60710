import { type AnyColumn, and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  orderRefunds,
  orderRefundVat,
  orderStatusChanges,
  orders,
  orderVat,
  payments,
} from '../../db/schema.ts';

/*
 * The accountant's figures, added up by the database (decision 048). Every query reads the orders
 * placed in [from, to) — instants, the bounds of Dublin days — with their card payment. Which order
 * counts is said once, in the SQL below:
 * - a card order's money was taken when it was placed (a card order exists only once paid); it was
 *   given back when its payment, or the order, says refunded (a refund still asked of the gateway is
 *   not yet one);
 * - a cash order's money was taken when it was handed over ('delivered', collected included);
 * - a sale is money taken and kept: a card order not refunded, a cash order handed over.
 * Part refunds (issue 49, decision 070) are the money given back on the Dublin day each was made,
 * whichever day its order was placed: the order stays a sale of its own day, with its VAT, and
 * each refund takes its VAT by rate and its deposit back on its day. An order whose part refunds
 * gave back all of it is `refunded`, and is still the sale of its day its refunds undo. A change's
 * refund (decision 077) is listed in the refunds file, marked, and counted in no total: the change
 * already lowered the order's total, lines and VAT, so the sale is the smaller one.
 */

const isCard = sql`${orders.paymentMethod} = 'digital_payment'`;
const hasPartRefunds = sql`exists (select 1 from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} = 'succeeded')`;
/** Refunded whole, its payment given back at once (a rejection or a cancel), not in parts */
const isRefunded = sql`(${isCard} and (${payments.status} = 'refunded' or (${orders.status} = 'refunded' and not ${hasPartRefunds})))`;
// A cash order is refunded only in parts, once its cash was taken.
const isCashTaken = sql`(${orders.paymentMethod} = 'cash_on_delivery' and ${orders.status} in ('delivered', 'refunded'))`;
const isSale = sql`((${isCard} and not ${isRefunded}) or ${isCashTaken})`;
const isCashDue = sql`(${orders.paymentMethod} = 'cash_on_delivery' and ${orders.status} in ('pending', 'confirmed', 'processing', 'handover'))`;
/** The Dublin calendar day an order was placed on, 'YYYY-MM-DD' */
const dublinDay = sql<string>`to_char(${orders.createdAt} at time zone 'Europe/Dublin', 'YYYY-MM-DD')`;

/** A sum of cents over the rows `where` holds for, 0 when none (bigint, read as a number). */
const sumWhere = (cents: AnyColumn, where: SQL) =>
  sql<number>`coalesce(sum(${cents}) filter (where ${where}), 0)`.mapWith(Number);
const countWhere = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
const sum = (cents: AnyColumn) => sql<number>`coalesce(sum(${cents}), 0)`.mapWith(Number);

/** The restaurant's orders placed in [from, to): `orders_restaurant_idx` (restaurant, placed) finds them. */
export type Placed = { restaurantId: number; from: Date; to: Date };
const placedIn = ({ restaurantId, from, to }: Placed) =>
  and(eq(orders.restaurantId, restaurantId), gte(orders.createdAt, from), lt(orders.createdAt, to));

/** The totals of the orders placed in [from, to): sales, takings by method, refunds, cash still due. */
export async function orderTotals(db: Db, placed: Placed) {
  const [row] = await db
    .select({
      sales: countWhere(isSale),
      cardTakenCents: sumWhere(orders.totalCents, isCard),
      cashTakenCents: sumWhere(orders.totalCents, isCashTaken),
      refunds: countWhere(isRefunded),
      refundedCents: sumWhere(orders.totalCents, isRefunded),
      depositsCents: sumWhere(orders.depositCents, isSale),
      deliveryFeesCents: sumWhere(orders.deliveryFeeCents, isSale),
      discountsCents: sumWhere(orders.discountCents, isSale),
      cashDue: countWhere(isCashDue),
      cashDueCents: sumWhere(orders.totalCents, isCashDue),
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(placedIn(placed));
  if (!row) throw new Error('an aggregate without a row');
  return row;
}

/**
 * The tips ledger (issue 51, decision 065): per Dublin day of the orders placed in [from, to), the
 * card orders with a tip, the tips taken (a card order exists only once paid) and those given back
 * with a whole refund (a part refund never takes from a tip). Apart from every figure above: a tip
 * is no sale, in neither the takings nor the VAT.
 */
export function tipsPerDay(db: Db, placed: Placed) {
  const tipped = sql`(${isCard} and ${orders.tipCents} > 0)`;
  return db
    .select({
      day: dublinDay,
      count: countWhere(tipped),
      takenCents: sumWhere(orders.tipCents, isCard),
      refundedCents: sumWhere(orders.tipCents, isRefunded),
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(placedIn(placed), tipped))
    .groupBy(dublinDay)
    .orderBy(dublinDay);
}

/** Every card tip of the restaurant's orders to date, taken and given back (tipsPerDay's rules). */
export async function tipTotals(db: Db, restaurantId: number) {
  const [row] = await db
    .select({
      takenCents: sumWhere(orders.tipCents, isCard),
      refundedCents: sumWhere(orders.tipCents, isRefunded),
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.restaurantId, restaurantId), sql`${orders.tipCents} > 0`));
  if (!row) throw new Error('an aggregate without a row');
  return row;
}

/** The sales' VAT of the orders placed in [from, to), per Dublin day and rate, in day and rate order. */
export function vatPerDayAndRate(db: Db, placed: Placed) {
  return db
    .select({
      day: dublinDay,
      rateBasisPoints: orderVat.rateBasisPoints,
      netCents: sum(orderVat.netCents),
      vatCents: sum(orderVat.vatCents),
      grossCents: sum(orderVat.grossCents),
    })
    .from(orders)
    .innerJoin(orderVat, eq(orderVat.orderId, orders.id))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(placedIn(placed), isSale))
    .groupBy(dublinDay, orderVat.rateBasisPoints)
    .orderBy(dublinDay, orderVat.rateBasisPoints);
}

/** Every order placed in [from, to), oldest first, with its card payment's status and whether it is a sale. */
export function ordersPlacedIn(db: Db, placed: Placed) {
  return db
    .select({
      createdAt: orders.createdAt,
      reference: orders.reference,
      status: orders.status,
      cancelReason: orders.cancelReason,
      // Cancelled before the kitchen accepted it: a rejection (issue 47).
      accepted:
        sql<boolean>`exists (select 1 from ${orderStatusChanges} where ${orderStatusChanges.orderId} = ${orders.id} and ${orderStatusChanges.status} = 'confirmed')`.mapWith(
          Boolean,
        ),
      fulfilment: orders.fulfilment,
      paymentMethod: orders.paymentMethod,
      cardPaymentStatus: payments.status,
      isSale: sql<boolean>`${isSale}`.mapWith(Boolean),
      contactName: orders.contactName,
      subtotalCents: orders.subtotalCents,
      deliveryFeeCents: orders.deliveryFeeCents,
      discountCents: orders.discountCents,
      depositCents: orders.depositCents,
      vatCents: orders.vatCents,
      totalCents: orders.totalCents,
      tipCents: orders.tipCents,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(placedIn(placed))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/**
 * The refunded orders placed in [from, to), oldest first: when the refund was made (the order's move
 * to refunded, else the payment's last change), why, and how much went back (the whole payment).
 */
export function refundsOfOrdersPlacedIn(db: Db, placed: Placed) {
  const refundedAt = sql`coalesce((select min(${orderStatusChanges.createdAt}) from ${orderStatusChanges} where ${orderStatusChanges.orderId} = ${orders.id} and ${orderStatusChanges.status} = 'refunded'), ${payments.updatedAt}, ${orders.updatedAt})`;
  // As milliseconds: both drivers read a number alike, where a bare timestamp's text differs.
  const refundedAtMs = sql<number>`(extract(epoch from ${refundedAt}) * 1000)::bigint`.mapWith(Number);
  return db
    .select({
      createdAt: orders.createdAt,
      refundedAtMs,
      reference: orders.reference,
      paymentMethod: orders.paymentMethod,
      reason: sql<string | null>`coalesce(${orders.cancelReason}, ${payments.refundReason})`,
      refundedCents: orders.totalCents,
      settlesChange: sql<boolean>`false`.mapWith(Boolean),
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(placedIn(placed), isRefunded))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** The restaurant's part refunds made (succeeded) in [from, to), whenever their orders were placed. */
const madeIn = ({ restaurantId, from, to }: Placed) =>
  and(
    eq(orders.restaurantId, restaurantId),
    eq(orderRefunds.status, 'succeeded'),
    gte(orderRefunds.createdAt, from),
    lt(orderRefunds.createdAt, to),
  );
/** The Dublin calendar day a part refund was made on, 'YYYY-MM-DD' */
const refundDay = sql<string>`to_char(${orderRefunds.createdAt} at time zone 'Europe/Dublin', 'YYYY-MM-DD')`;

/** The part refunds made in [from, to) that the totals take off: not a change's (decision 077). */
const countedMadeIn = (made: Placed) => and(madeIn(made), eq(orderRefunds.settlesChange, false));

/** How many part refunds were made in [from, to), what they gave back, and of it the deposits. */
export async function partRefundTotals(db: Db, made: Placed) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      cents: sum(orderRefunds.amountCents),
      depositsCents: sum(orderRefunds.depositCents),
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(countedMadeIn(made));
  if (!row) throw new Error('an aggregate without a row');
  return row;
}

/** The VAT the part refunds made in [from, to) gave back, per Dublin day and rate. */
export function partRefundVatPerDayAndRate(db: Db, made: Placed) {
  return db
    .select({
      day: refundDay,
      rateBasisPoints: orderRefundVat.rateBasisPoints,
      netCents: sum(orderRefundVat.netCents),
      vatCents: sum(orderRefundVat.vatCents),
      grossCents: sum(orderRefundVat.grossCents),
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .innerJoin(orderRefundVat, eq(orderRefundVat.refundId, orderRefunds.id))
    .where(countedMadeIn(made))
    .groupBy(refundDay, orderRefundVat.rateBasisPoints)
    .orderBy(refundDay, orderRefundVat.rateBasisPoints);
}

/**
 * The part refunds made in [from, to), oldest first, as the refunds file lists them: a change's too,
 * money back to the card the accountant finds at the gateway, marked as in no total.
 */
export function partRefundsMadeIn(db: Db, made: Placed) {
  return db
    .select({
      createdAt: orders.createdAt,
      refundedAtMs: sql<number>`(extract(epoch from ${orderRefunds.createdAt}) * 1000)::bigint`.mapWith(
        Number,
      ),
      reference: orders.reference,
      paymentMethod: orders.paymentMethod,
      reason: orderRefunds.reason,
      refundedCents: orderRefunds.amountCents,
      settlesChange: orderRefunds.settlesChange,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(madeIn(made))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}
