import type { CardPaymentStatus } from '@tiffin/core';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment not stored');
  return row;
}

/**
 * The payment of an intent, its row locked until the transaction ends: whoever places an order with
 * it (the browser, a second tab) waits for whoever came first, then sees the order it made.
 */
export async function lockPaymentByIntent(db: Db, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId)).for('update');
  return row;
}

export async function markPaymentPlaced(
  db: Db,
  { paymentId, orderId, now }: { paymentId: number; orderId: number; now: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'placed', orderId, updatedAt: now })
    .where(eq(payments.id, paymentId));
}

/**
 * A page of the payments still open (no order, not refunded, not canceled) asked for before `before`,
 * oldest first, from just after `after` (the last of the previous page), so a sweep reads them all.
 */
export function listOpenPayments(
  db: Db,
  { before, after, limit }: { before: Date; after: { createdAt: Date; id: number } | null; limit: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'open'),
        lt(payments.createdAt, before),
        after === null
          ? undefined
          : or(
              gt(payments.createdAt, after.createdAt),
              and(eq(payments.createdAt, after.createdAt), gt(payments.id, after.id)),
            ),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
}

/** One customer's open payments, newest first. */
export function listOpenPaymentsOf(db: Db, customerId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'open'), eq(payments.customerId, customerId)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Closes an open payment nobody paid: canceled. Answers false when it was no longer open. */
export async function cancelPayment(
  db: Db,
  { paymentId, now }: { paymentId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'open')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Claims the refund of an open payment (open → refunding) before the gateway is asked, with why:
 * no order can be placed with it from now on. Answers false when it was no longer open.
 */
export async function claimPaymentRefund(
  db: Db,
  { paymentId, reason, now }: { paymentId: number; reason: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'refunding', refundReason: reason, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'open')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A refund the gateway did not make: the payment without an order is open again, for the next look. */
export async function reopenPayment(
  db: Db,
  { paymentId, now }: { paymentId: number; now: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'open', refundReason: null, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunding'), isNull(payments.orderId)));
}

/** The gateway made the refund: refunding → refunded. Answers false when someone else finished it. */
export async function finishRefund(
  db: Db,
  { paymentId, now }: { paymentId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunding')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Refunds whose gateway answer is not known since before `before` (lost, or the process stopped
 * mid-call), oldest first: the sweep asks the gateway what became of them.
 */
export function listPendingRefunds(db: Db, { before }: { before: Date }): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'refunding'), lt(payments.updatedAt, before)))
    .orderBy(asc(payments.updatedAt), asc(payments.id));
}

export async function findPaymentByIntent(db: Db, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
  return row;
}

export async function isEventHandled(db: Db, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, eventId));
  return rows.length > 0;
}

export async function recordEventHandled(
  db: Db,
  { id, type, handledAt }: { id: string; type: string; handledAt: Date },
): Promise<void> {
  await db.insert(paymentEvents).values({ id, type, handledAt }).onConflictDoNothing();
}

/**
 * Claims the refund of the payment that paid an order (placed → refunding), before the gateway is
 * asked, with why and who asked: answers the payment, or null when there is none to claim (a cash
 * order, or a refund claimed or made already).
 */
export async function claimOrderRefund(
  db: Db,
  { orderId, reason, staffId, now }: { orderId: number; reason: string; staffId: number | null; now: Date },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'refunding', refundReason: reason, refundStaffId: staffId, updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'placed')))
    .returning();
  return row ?? null;
}

/** A refund the gateway did not make: the payment paid its order again. */
export async function releaseOrderRefund(
  db: Db,
  { orderId, now }: { orderId: number; now: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'placed', refundReason: null, refundStaffId: null, updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'refunding')));
}

/** The payment of an order, whatever its state. */
/**
 * Empties the baskets recorded with the customer's card payments (issue 32): they copy the order's
 * contact, address and notes, and are read only to place an order for a payment of an account that
 * still exists.
 */
export async function emptyBasketsOf(db: Db, customerId: number): Promise<void> {
  await db.update(payments).set({ basket: {} }).where(eq(payments.customerId, customerId));
}

export async function findPaymentOfOrder(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

export type CardPayment = { status: CardPaymentStatus; amountCents: number };

/**
 * The card payments that paid these orders (placed) or were refunded, by order id. One whose refund
 * is not known yet (refunding) still pays its order: the money is not known to have gone back.
 */
export async function cardPaymentsOf(db: Db, orderIds: number[]): Promise<Map<number, CardPayment>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: payments.orderId, status: payments.status, amountCents: payments.amountCents })
    .from(payments)
    .where(
      and(inArray(payments.orderId, orderIds), inArray(payments.status, ['placed', 'refunding', 'refunded'])),
    );
  return new Map(
    rows.flatMap(({ orderId, status, amountCents }) =>
      orderId === null || (status !== 'placed' && status !== 'refunding' && status !== 'refunded')
        ? []
        : [[orderId, { status: status === 'refunded' ? status : 'placed', amountCents }] as const],
    ),
  );
}
