import { and, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema.ts';

export async function incrementPageView(db: Db, path: string, day: string): Promise<void> {
  await db
    .insert(pageViews)
    .values({ path, day, count: 1 })
    .onConflictDoUpdate({
      target: [pageViews.path, pageViews.day],
      set: { count: sql`${pageViews.count} + 1` },
    });
}

/** The page views counted from `fromDay` to `toDay`, both included. */
export function pageViewsBetween(db: Db, fromDay: string, toDay: string) {
  return db
    .select()
    .from(pageViews)
    .where(and(gte(pageViews.day, fromDay), lte(pageViews.day, toDay)));
}
