import type { Db } from '../../db/client.ts';
import { preorders } from '../../db/schema.ts';

export async function insertPreorder(db: Db, values: typeof preorders.$inferInsert): Promise<number> {
  const [row] = await db.insert(preorders).values(values).returning({ id: preorders.id });
  if (!row) throw new Error('inserting a pre-order returned no row');
  return row.id;
}
