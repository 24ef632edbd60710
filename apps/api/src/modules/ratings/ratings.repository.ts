import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratingAsks, ratings } from '../../db/schema.ts';

export type RatingRow = typeof ratings.$inferSelect;
export type RatingAskRow = typeof ratingAsks.$inferSelect;

/** An order to be asked about, once: a second completion of the same order changes nothing. */
export async function insertAsk(db: Db, values: typeof ratingAsks.$inferInsert): Promise<void> {
  await db.insert(ratingAsks).values(values).onConflictDoNothing();
}

/** The asks due by `now` and not yet made, oldest first, at most `limit`. */
export async function dueAsks(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ orderId: ratingAsks.orderId })
    .from(ratingAsks)
    .where(and(isNull(ratingAsks.askedAt), lte(ratingAsks.dueAt, now)))
    .orderBy(asc(ratingAsks.dueAt))
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/** Marks an ask made, if it is due and not made yet: two runs at once make it once. */
export async function markAsked(db: Db, orderId: number, now: Date): Promise<RatingAskRow | undefined> {
  const [row] = await db
    .update(ratingAsks)
    .set({ askedAt: now })
    .where(and(eq(ratingAsks.orderId, orderId), isNull(ratingAsks.askedAt), lte(ratingAsks.dueAt, now)))
    .returning();
  return row;
}

export async function findAsk(db: Db, orderId: number): Promise<RatingAskRow | undefined> {
  const [row] = await db.select().from(ratingAsks).where(eq(ratingAsks.orderId, orderId));
  return row;
}

export async function findRatingOfOrder(db: Db, orderId: number): Promise<RatingRow | undefined> {
  const [row] = await db.select().from(ratings).where(eq(ratings.orderId, orderId));
  return row;
}

export async function findRating(db: Db, ratingId: number): Promise<RatingRow | undefined> {
  const [row] = await db.select().from(ratings).where(eq(ratings.id, ratingId));
  return row;
}

/** A new rating; a second one for the same order breaks `ratings_order_idx` (the caller answers 409). */
export async function insertRating(db: Db, values: typeof ratings.$inferInsert): Promise<RatingRow> {
  const [row] = await db.insert(ratings).values(values).returning();
  if (!row) throw new Error('inserting a rating returned no row');
  return row;
}

/** How many of the last `window` ratings there are, and their average food stars (null for none). */
export async function lastRatingsSummary(
  db: Db,
  window: number,
): Promise<{ count: number; average: number | null }> {
  const last = db
    .select({ food: ratings.food })
    .from(ratings)
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(window)
    .as('last');
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`avg(${last.food})::text`,
    })
    .from(last);
  return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
}

/**
 * The newest comments not hidden among the last `window` ratings, at most `limit`: the storefront's
 * (a hidden comment never leaves the server, whatever else is shown).
 */
export function shownComments(db: Db, { window, limit }: { window: number; limit: number }) {
  const last = db
    .select()
    .from(ratings)
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(window)
    .as('last');
  return db
    .select({
      id: last.id,
      food: last.food,
      delivery: last.delivery,
      comment: last.comment,
      createdAt: last.createdAt,
    })
    .from(last)
    .where(and(isNotNull(last.comment), isNull(last.hiddenAt)))
    .orderBy(desc(last.createdAt), desc(last.id))
    .limit(limit);
}

/** The newest ratings, at most `limit`. */
export function listRatings(db: Db, limit: number): Promise<RatingRow[]> {
  return db.select().from(ratings).orderBy(desc(ratings.createdAt), desc(ratings.id)).limit(limit);
}

/** Hides a shown comment; undefined when the rating has none or it is hidden already. */
export async function hideComment(
  db: Db,
  ratingId: number,
  hidden: { reason: string; at: Date; by: number },
): Promise<RatingRow | undefined> {
  const [row] = await db
    .update(ratings)
    .set({ hiddenReason: hidden.reason, hiddenAt: hidden.at, hiddenBy: hidden.by })
    .where(and(eq(ratings.id, ratingId), isNull(ratings.hiddenAt), sql`${ratings.comment} is not null`))
    .returning();
  return row;
}

/** Marks a rating answered, once; undefined when it was already. */
export async function markReplied(
  db: Db,
  ratingId: number,
  replied: { at: Date; by: number },
): Promise<RatingRow | undefined> {
  const [row] = await db
    .update(ratings)
    .set({ repliedAt: replied.at, repliedBy: replied.by })
    .where(and(eq(ratings.id, ratingId), isNull(ratings.repliedAt)))
    .returning();
  return row;
}

/** Every rating of one customer, newest first: their copy of their data. */
export function ratingsOfCustomer(db: Db, customerId: number): Promise<RatingRow[]> {
  return db
    .select()
    .from(ratings)
    .where(eq(ratings.customerId, customerId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id));
}
