import { and, desc, gte, lte, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tipPayouts } from './tips.schema.ts';

export type TipPayoutRow = typeof tipPayouts.$inferSelect;

export async function insertTipPayout(db: Db, values: typeof tipPayouts.$inferInsert): Promise<TipPayoutRow> {
  const [row] = await db.insert(tipPayouts).values(values).returning();
  if (!row) throw new Error('tip payout not stored');
  return row;
}

/** The payouts paid on Dublin days `from` to `to`, both included, in the order paid. */
export function tipPayoutsBetween(db: Db, from: string, to: string): Promise<TipPayoutRow[]> {
  return db
    .select()
    .from(tipPayouts)
    .where(and(gte(tipPayouts.paidOn, from), lte(tipPayouts.paidOn, to)))
    .orderBy(tipPayouts.paidOn, tipPayouts.id);
}

/** The last `limit` payouts, newest first. */
export function latestTipPayouts(db: Db, limit: number): Promise<TipPayoutRow[]> {
  return db.select().from(tipPayouts).orderBy(desc(tipPayouts.paidOn), desc(tipPayouts.id)).limit(limit);
}

/** Every payout to date, added up. */
export async function paidOutCents(db: Db): Promise<number> {
  const [row] = await db.select({ cents: sum(tipPayouts.amountCents).mapWith(Number) }).from(tipPayouts);
  return row?.cents ?? 0;
}
