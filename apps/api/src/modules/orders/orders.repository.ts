import { randomInt } from 'node:crypto';
import type { CardPaymentStatus, OrderStatus } from '@tiffin/core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  orderLines,
  orderStatusChanges,
  orders,
  orderVat,
  payments,
  variationOptions,
  variations,
  vatRates,
} from '../../db/schema.ts';

/** Every dated VAT rate (a handful of rows): an order picks its day's (decision 046). */
export function listVatRates(db: Db) {
  return db
    .select({
      vatClass: vatRates.vatClass,
      rateBasisPoints: vatRates.rateBasisPoints,
      validFrom: vatRates.validFrom,
    })
    .from(vatRates);
}

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

/** The option groups of those dishes, each option with its group's name and its allergens, in menu order. */
export function listOptions(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: variations.productId,
      variationId: variations.id,
      variation: variations.name,
      optionId: variationOptions.id,
      label: variationOptions.label,
      priceCents: variationOptions.priceCents,
      stock: variationOptions.stock,
      allergens: variationOptions.allergens,
    })
    .from(variations)
    .leftJoin(variationOptions, eq(variationOptions.variationId, variations.id))
    .where(inArray(variations.productId, productIds))
    .orderBy(asc(variations.position), asc(variations.id), asc(variationOptions.position));
}

/**
 * Takes `quantity` of an option's stock, only if that much is left; an unlimited option (stock null)
 * always has enough. False when there is not enough: the conditional update cannot oversell.
 */
export async function takeStock(db: Db, optionId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(variationOptions)
    .set({ stock: sql`${variationOptions.stock} - ${quantity}` })
    .where(
      and(
        eq(variationOptions.id, optionId),
        or(isNull(variationOptions.stock), sql`${variationOptions.stock} >= ${quantity}`),
      ),
    )
    .returning({ id: variationOptions.id });
  return rows.length > 0;
}

/** Gives `quantity` back to an option's stock; an option unlimited now (stock null) stays so. */
export async function returnStock(db: Db, optionId: number, quantity: number): Promise<void> {
  await db
    .update(variationOptions)
    .set({ stock: sql`${variationOptions.stock} + ${quantity}` })
    .where(and(eq(variationOptions.id, optionId), isNotNull(variationOptions.stock)));
}

/** An order's lines as sold: how many of each, with which options. */
export function linesOfOrder(db: Db, orderId: number) {
  return db
    .select({ quantity: orderLines.quantity, options: orderLines.options })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

// Six characters of an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B): 25^6 ≈ 244 million.
const REFERENCE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const REFERENCE_LENGTH = 6;

export function newReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}

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

// -------------------------------------------------------------------------------------------------
// Status changes and the staff board

export type OrderRow = typeof orders.$inferSelect;

/** Records a status the order took; answers the change's id (the live stream's event id). */
export async function insertStatusChange(
  db: Db,
  values: { orderId: number; status: OrderStatus; staffId: number | null; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(orderStatusChanges).values(values).returning({ id: orderStatusChanges.id });
  if (!row) throw new Error('a status change returned no row');
  return row.id;
}

/** The order, its row locked until the transaction ends: one status change at a time. */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function updateOrder(
  db: Db,
  orderId: number,
  values: Pick<Partial<OrderRow>, 'status' | 'readyAt' | 'cancelReason'> & { updatedAt: Date },
): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, orderId));
}

/** The orders in `statuses` promised ready from `from` to before `before`, locked, oldest first (busy mode, issue 33). */
export function lockOrdersReadyBetween(
  db: Db,
  {
    restaurantId,
    statuses,
    from,
    before,
  }: { restaurantId: number; statuses: readonly OrderStatus[]; from: Date; before: Date },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        inArray(orders.status, [...statuses]),
        gte(orders.readyAt, from),
        lt(orders.readyAt, before),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
}

/** The card payment of an order: whether it paid it or went back, and its amount. */
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

/** Orders with their lines, last status change and card payment, for the staff side. */
async function withDetails(db: Db, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, changes, cardPayments, vat] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db
      .select({ orderId: orderStatusChanges.orderId, changeId: max(orderStatusChanges.id) })
      .from(orderStatusChanges)
      .where(inArray(orderStatusChanges.orderId, ids))
      .groupBy(orderStatusChanges.orderId),
    cardPaymentsOf(db, ids),
    vatOfOrders(db, ids),
  ]);
  return rows.map((row) => ({
    order: row,
    lines: lines.filter((line) => line.orderId === row.id),
    vat: vat.filter((bucket) => bucket.orderId === row.id),
    changeId: changes.find((change) => change.orderId === row.id)?.changeId ?? 0,
    cardPayment: cardPayments.get(row.id) ?? null,
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

/** Pending orders placed before `before`: nobody accepted them in time. */
export async function pendingOrdersPlacedBefore(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, before)))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/** New orders placed at or before `before` whose alert e-mail has not gone (issue 28). */
export async function pendingOrdersToAlert(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.createdAt, before), isNull(orders.alertEmailedAt)))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/**
 * Marks a new order's alert e-mail as sent, if it is still new and not marked: the order when this
 * call marked it, else undefined (accepted meanwhile, or another sweep marked it first).
 */
export async function markAlertEmailed(db: Db, orderId: number, at: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ alertEmailedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), isNull(orders.alertEmailedAt)))
    .returning();
  return row;
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

/** The orders placed in [from, to) that still count: not canceled, failed or refunded (the figures). */
export function countedOrdersPlacedBetween(db: Db, from: Date, to: Date) {
  return db
    .select({ createdAt: orders.createdAt, fulfilment: orders.fulfilment, totalCents: orders.totalCents })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
        notInArray(orders.status, ['canceled', 'failed', 'refunded']),
      ),
    );
}

/** An order's status changes, oldest first: its timeline. */
export function statusChangesOf(db: Db, orderId: number) {
  return db
    .select({ status: orderStatusChanges.status, createdAt: orderStatusChanges.createdAt })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.id));
}
