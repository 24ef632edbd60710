import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  idempotencyKeys,
  notifications,
  orderLines,
  orders,
  products,
  variationOptions,
  variations,
} from '../../db/schema.ts';

/** The dishes of a basket that the restaurant sells now (available, in one of its categories). */
export function findSellableProducts(db: Db, restaurantId: number, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      allergens: products.allergens,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(
      and(
        inArray(products.id, productIds),
        eq(categories.restaurantId, restaurantId),
        eq(products.available, true),
      ),
    );
}

/** The option groups of those dishes, each option with its group's name, in menu order. */
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

// Six characters of an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B): 25^6 ≈ 244 million.
const REFERENCE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const REFERENCE_LENGTH = 6;
const REFERENCE_TRIES = 5;

export function newReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'reference'>;

/**
 * Inserts the order under a fresh random reference; a reference already taken is skipped without
 * breaking the transaction (`on conflict do nothing`) and another is drawn.
 */
export async function insertOrder(db: Db, values: NewOrder): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt += 1) {
    const [row] = await db
      .insert(orders)
      .values({ ...values, reference: newReference() })
      .onConflictDoNothing({ target: orders.reference })
      .returning({ id: orders.id, reference: orders.reference });
    if (row) return row;
  }
  throw new Error(`no free order reference after ${REFERENCE_TRIES} tries`);
}

export async function insertLines(db: Db, values: (typeof orderLines.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(orderLines).values(values);
}

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert): Promise<void> {
  await db.insert(notifications).values(values);
}

/**
 * Writes the key's row, or finds the one there. Inserting the same key while another transaction
 * holds an uncommitted row waits for that transaction: when it commits this finds its row (with the
 * answer), when it rolls back this insert goes through and this request owns the key.
 */
export async function claimIdempotencyKey(
  db: Db,
  values: { customerId: number; key: string; requestHash: string; createdAt: Date },
) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true as const };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, values.customerId), eq(idempotencyKeys.key, values.key)));
  if (!existing) throw new Error('an idempotency key conflicted but cannot be read');
  return { claimed: false as const, existing };
}

export async function storeIdempotentAnswer(
  db: Db,
  { customerId, key, status, body }: { customerId: number; key: string; status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
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
  }: { customerId: number; running: boolean; finished: readonly string[]; limit: number; skip: number },
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
  return { rows, lines, total: total?.value ?? 0 };
}

/** What placing an order answered, for an order already placed (with the card payment it names). */
export async function findPlacedAnswer(
  db: Db,
  orderId: number,
): Promise<{ id: number; reference: string; totalCents: number } | undefined> {
  const [row] = await db
    .select({ id: orders.id, reference: orders.reference, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
