import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favourites } from '../../db/schema.ts';

export async function addFavourite(db: Db, customerId: number, productId: number, now: Date): Promise<void> {
  await db.insert(favourites).values({ customerId, productId, createdAt: now }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, customerId: number, productId: number): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.customerId, customerId), eq(favourites.productId, productId)));
}

/** The customer's favourite dish ids, the most recently added first. */
export async function listFavouriteIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.customerId, customerId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((row) => row.productId);
}

/** Every favourite of the customer and when it was added, the latest first. */
export function everyFavourite(db: Db, customerId: number) {
  return db
    .select({ productId: favourites.productId, createdAt: favourites.createdAt })
    .from(favourites)
    .where(eq(favourites.customerId, customerId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
}
