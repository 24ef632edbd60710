import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preorders } from '../../db/schema.ts';

export async function insertPreorder(db: Db, values: typeof preorders.$inferInsert): Promise<number> {
  const [row] = await db.insert(preorders).values(values).returning({ id: preorders.id });
  if (!row) throw new Error('inserting a pre-order returned no row');
  return row.id;
}

export type PreorderRow = typeof preorders.$inferSelect;

/** The enquiries with a status ('all' for every one), newest first. */
export function listPreorders(
  db: Db,
  {
    restaurantId,
    status,
    limit,
  }: { restaurantId: number; status: 'all' | PreorderRow['status']; limit: number },
): Promise<PreorderRow[]> {
  return db
    .select()
    .from(preorders)
    .where(
      status === 'all'
        ? eq(preorders.restaurantId, restaurantId)
        : and(eq(preorders.restaurantId, restaurantId), eq(preorders.status, status)),
    )
    .orderBy(desc(preorders.createdAt), desc(preorders.id))
    .limit(limit);
}

export async function findPreorder(db: Db, id: number): Promise<PreorderRow | undefined> {
  const [row] = await db.select().from(preorders).where(eq(preorders.id, id));
  return row;
}

/**
 * Answers an enquiry that is still new: one conditional update, so two members answering at once
 * cannot both send the customer an e-mail. Undefined when it was not new (or does not exist).
 */
export async function answerPreorder(
  db: Db,
  id: number,
  answer: Pick<PreorderRow, 'status' | 'reply' | 'answeredAt' | 'answeredBy'>,
): Promise<PreorderRow | undefined> {
  const [row] = await db
    .update(preorders)
    .set(answer)
    .where(and(eq(preorders.id, id), eq(preorders.status, 'new')))
    .returning();
  return row;
}
