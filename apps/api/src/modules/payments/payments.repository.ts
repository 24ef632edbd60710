import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
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

/** Closes an open payment: refunded or canceled. Answers false when it was no longer open. */
export async function closePayment(
  db: Db,
  { paymentId, status, now }: { paymentId: number; status: 'refunded' | 'canceled'; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'open')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A refund the gateway did not take: the payment is open again, for the next look. */
export async function reopenPayment(
  db: Db,
  { paymentId, now }: { paymentId: number; now: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'open', updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunded')));
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
 * Claims the refund of the payment that paid an order (placed → refunded), before the gateway is
 * asked: answers false when there is none to claim (a cash order, or refunded already).
 */
export async function claimOrderRefund(
  db: Db,
  { orderId, now }: { orderId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'placed')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A refund the gateway did not take: the payment paid its order again. */
export async function releaseOrderRefund(
  db: Db,
  { orderId, now }: { orderId: number; now: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'placed', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'refunded')));
}
