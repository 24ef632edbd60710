import type { OrderChangeSummary, OrderStatus, VatBucket } from '@tiffin/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  orderChanges,
  orderLines,
  orderStatusChanges,
  orders,
  orderVat,
  settingsVersion,
} from '../../../db/schema.ts';
import type { OrderRow } from '../orders.repository.ts';
import type { PlacedLineRow } from '../placement/write-order.repository.ts';

/*
 * What a change writes (issue 49): the order's new lines, VAT, totals and details under its lock,
 * the change's own row, and the timeline's row that carries the live streams' event id.
 */

/** The settings' version now: placing's kept settings are read again when it moved (decision 054). */
export async function currentSettingsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: settingsVersion.version }).from(settingsVersion);
  return row?.version ?? 0;
}

/** The order's lines as sold, in their order. */
export function soldLinesOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** The new lines and VAT by rate in place of the old. */
export async function replaceLines(
  db: Db,
  { orderId, lines, vat }: { orderId: number; lines: PlacedLineRow[]; vat: VatBucket[] },
): Promise<void> {
  await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
  await db.delete(orderVat).where(eq(orderVat.orderId, orderId));
  if (lines.length > 0) await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
  if (vat.length > 0) await db.insert(orderVat).values(vat.map((bucket) => ({ ...bucket, orderId })));
}

export type ChangedOrderValues = Pick<
  OrderRow,
  | 'fulfilment'
  | 'scheduledAt'
  | 'portions'
  | 'contactName'
  | 'contactPhone'
  | 'deliveryAddress'
  | 'distanceKm'
  | 'subtotalCents'
  | 'deliveryFeeCents'
  | 'discountCents'
  | 'depositCents'
  | 'totalCents'
  | 'vatCents'
  | 'orderNote'
  | 'toPayCents'
  | 'readyAt'
  | 'updatedAt'
>;

/** The order's new details and totals, its version raised: answers the new version. */
export async function updateChangedOrder(
  db: Db,
  orderId: number,
  values: ChangedOrderValues,
): Promise<number> {
  const [row] = await db
    .update(orders)
    .set({ ...values, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ version: orders.version });
  if (!row) throw new Error('a changed order returned no row');
  return row.version;
}

/** The change's row and its timeline's row (the order's status, unmoved): both ids. */
export async function insertOrderChange(
  db: Db,
  values: {
    orderId: number;
    staffId: number | null;
    version: number;
    status: OrderStatus;
    summary: OrderChangeSummary;
    createdAt: Date;
  },
): Promise<{ orderChangeId: number; statusChangeId: number }> {
  const { summary } = values;
  const [change] = await db
    .insert(orderChanges)
    .values({
      orderId: values.orderId,
      staffId: values.staffId,
      version: values.version,
      summary,
      oldTotalCents: summary.old_total_cents,
      newTotalCents: summary.new_total_cents,
      differenceCents: summary.difference_cents,
      settlement: summary.settlement,
      createdAt: values.createdAt,
    })
    .returning({ id: orderChanges.id });
  if (!change) throw new Error('an order change returned no row');
  const [status] = await db
    .insert(orderStatusChanges)
    .values({
      orderId: values.orderId,
      status: values.status,
      staffId: values.staffId,
      orderChangeId: change.id,
      createdAt: values.createdAt,
    })
    .returning({ id: orderStatusChanges.id });
  if (!status) throw new Error('a status change returned no row');
  return { orderChangeId: change.id, statusChangeId: status.id };
}

/** One change, as it was kept. */
export async function findOrderChange(db: Db, orderChangeId: number) {
  const [row] = await db.select().from(orderChanges).where(eq(orderChanges.id, orderChangeId));
  return row;
}

/** An order's changes, oldest first (the customer's page). */
export function changesOfOrder(db: Db, orderId: number) {
  return db
    .select({ summary: orderChanges.summary, createdAt: orderChanges.createdAt })
    .from(orderChanges)
    .where(eq(orderChanges.orderId, orderId))
    .orderBy(asc(orderChanges.id));
}
