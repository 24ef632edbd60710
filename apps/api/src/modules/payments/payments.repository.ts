import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';

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
