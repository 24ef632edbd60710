import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderRefunds, orderRefundVat, payments } from '../../db/schema.ts';
import type { PaymentRow } from './payments.repository.ts';

export type PartRefundRow = typeof orderRefunds.$inferSelect;
export type PartRefundVatRow = typeof orderRefundVat.$inferSelect;
/** A part refund with its VAT by rate, lowest rate first. */
export type PartRefundRecord = PartRefundRow & { vat: PartRefundVatRow[] };

/**
 * The payment that paid an order, its row locked until the transaction ends: a part refund waits
 * for any other refund or cancel of the same payment (the order's row is locked first, by orders).
 */
export async function lockPaymentOfOrder(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
  return row;
}

/** The part refunds of these orders, oldest first, each with its VAT; `counted` leaves out the failed. */
export async function partRefundsOf(
  db: Db,
  orderIds: readonly number[],
  { counted = false }: { counted?: boolean } = {},
): Promise<PartRefundRecord[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(
      and(
        inArray(orderRefunds.orderId, [...orderIds]),
        counted ? ne(orderRefunds.status, 'failed') : undefined,
      ),
    )
    .orderBy(asc(orderRefunds.id));
  return withVat(db, rows);
}

async function withVat(db: Db, rows: PartRefundRow[]): Promise<PartRefundRecord[]> {
  if (rows.length === 0) return [];
  const vat = await db
    .select()
    .from(orderRefundVat)
    .where(
      inArray(
        orderRefundVat.refundId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderRefundVat.rateBasisPoints));
  return rows.map((row) => ({ ...row, vat: vat.filter((rate) => rate.refundId === row.id) }));
}

export async function findPartRefund(db: Db, refundId: number): Promise<PartRefundRecord | undefined> {
  const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  return (await withVat(db, rows))[0];
}

export async function insertPartRefund(
  db: Db,
  values: typeof orderRefunds.$inferInsert,
  vat: Omit<PartRefundVatRow, 'refundId'>[],
): Promise<PartRefundRecord> {
  const [row] = await db.insert(orderRefunds).values(values).returning();
  if (!row) throw new Error('part refund not stored');
  const rates = vat.map((rate) => ({ ...rate, refundId: row.id }));
  if (rates.length > 0) await db.insert(orderRefundVat).values(rates);
  return { ...row, vat: rates };
}

/** The gateway made it: pending → succeeded, with its id. Null when someone finished it first. */
export async function finishPartRefund(
  db: Db,
  { refundId, gatewayRefundId, now }: { refundId: number; gatewayRefundId: string | null; now: Date },
): Promise<PartRefundRow | null> {
  const [row] = await db
    .update(orderRefunds)
    .set({ status: 'succeeded', gatewayRefundId, updatedAt: now })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'pending')))
    .returning();
  return row ?? null;
}

/** The gateway did not make it: pending → failed, counted for nothing from now on. */
export async function failPartRefund(db: Db, { refundId, now }: { refundId: number; now: Date }) {
  await db
    .update(orderRefunds)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'pending')));
}

/** Card refunds whose gateway answer is not known since before `before`, oldest first. */
export function listPendingPartRefunds(db: Db, { before }: { before: Date }): Promise<PartRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.status, 'pending'), lt(orderRefunds.updatedAt, before)))
    .orderBy(asc(orderRefunds.updatedAt), asc(orderRefunds.id));
}
