import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentLinks } from '../../db/schema.ts';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

export async function insertPaymentLink(
  db: Db,
  values: typeof paymentLinks.$inferInsert,
): Promise<PaymentLinkRow> {
  const [row] = await db.insert(paymentLinks).values(values).returning();
  if (!row) throw new Error('payment link not stored');
  return row;
}

export async function findPaymentLinkByToken(db: Db, token: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.token, token));
  return row;
}

export async function findPaymentLinkByRef(db: Db, gatewayRef: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.gatewayRef, gatewayRef));
  return row;
}

export async function findPaymentLink(db: Db, linkId: number): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
  return row;
}

/** The links of an order, oldest first. */
export function paymentLinksOf(db: Db, orderId: number): Promise<PaymentLinkRow[]> {
  return db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.orderId, orderId))
    .orderBy(asc(paymentLinks.id));
}

/**
 * The gateway's page kept on the link when first opened; null when another opening kept one first
 * (then that one is used, so a link never has two pages to pay on).
 */
export async function keepGatewayPage(
  db: Db,
  {
    linkId,
    gatewayRef,
    gatewayUrl,
    now,
  }: { linkId: number; gatewayRef: string; gatewayUrl: string; now: Date },
): Promise<PaymentLinkRow | null> {
  const [row] = await db
    .update(paymentLinks)
    .set({ gatewayRef, gatewayUrl, updatedAt: now })
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.status, 'open')))
    .returning();
  return row ?? null;
}

/** open → paid, once: null when it was paid or lapsed before. */
export async function markPaymentLinkPaid(
  db: Db,
  { linkId, intentId, now }: { linkId: number; intentId: string | null; now: Date },
): Promise<PaymentLinkRow | null> {
  const [row] = await db
    .update(paymentLinks)
    .set({ status: 'paid', intentId, paidAt: now, updatedAt: now })
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.status, 'open')))
    .returning();
  return row ?? null;
}

/** open → lapsed, once: null when it was paid or lapsed before. */
export async function markPaymentLinkLapsed(
  db: Db,
  { linkId, now }: { linkId: number; now: Date },
): Promise<PaymentLinkRow | null> {
  const [row] = await db
    .update(paymentLinks)
    .set({ status: 'lapsed', updatedAt: now })
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.status, 'open')))
    .returning();
  return row ?? null;
}

/** The open links whose time is up, oldest first. */
export function listLapsingPaymentLinks(db: Db, { now }: { now: Date }): Promise<PaymentLinkRow[]> {
  return db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.status, 'open'), lte(paymentLinks.expiresAt, now)))
    .orderBy(asc(paymentLinks.expiresAt), asc(paymentLinks.id));
}
