import { sql } from 'drizzle-orm';
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
