import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** The restaurant's coupons switched on, started by `today` and not expired before `expiredSince`. */
export function listShownCoupons(
  db: Db,
  restaurantId: number,
  today: string,
  expiredSince: string,
): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.restaurantId, restaurantId),
        eq(coupons.status, 1),
        lte(coupons.startDate, today),
        gte(coupons.expireDate, expiredSince),
      ),
    )
    .orderBy(asc(coupons.id));
}

/** The coupon with a code, whatever its case (the unique index is on upper(code)). */
export async function findCouponByCode(
  db: Db,
  restaurantId: number,
  code: string,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.restaurantId, restaurantId), sql`upper(${coupons.code}) = upper(${code})`));
  return row;
}

/**
 * One use of a coupon counted, if it has one left and is switched on: a single conditional update.
 * Two orders racing for the last use wait on the row's lock; PostgreSQL checks the condition again
 * on the row the first one wrote, so the second updates nothing.
 */
export async function redeemCoupon(db: Db, couponId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ totalUses: sql`${coupons.totalUses} + 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.totalUses} < ${coupons.limit}`, eq(coupons.status, 1)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/**
 * One use of a coupon given back (its order canceled, rejected or refunded), never below 0. Whether
 * the coupon is switched on or expired does not matter: the count is what was used.
 */
export async function unredeemCoupon(db: Db, couponId: number): Promise<void> {
  await db
    .update(coupons)
    .set({ totalUses: sql`${coupons.totalUses} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.totalUses} > 0`));
}

/** Every coupon of the restaurant, newest first, for the staff. */
export function listAllCoupons(db: Db, restaurantId: number): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.restaurantId, restaurantId)).orderBy(desc(coupons.id));
}

export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'restaurantId' | 'totalUses'>;

export async function insertCoupon(db: Db, restaurantId: number, values: CouponValues): Promise<CouponRow> {
  const [row] = await db
    .insert(coupons)
    .values({ ...values, restaurantId })
    .returning();
  if (!row) throw new Error('inserting a coupon returned no row');
  return row;
}

/** Changes a coupon; its uses so far are kept. Undefined when it does not exist. */
export async function updateCoupon(
  db: Db,
  restaurantId: number,
  couponId: number,
  values: CouponValues,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set(values)
    .where(and(eq(coupons.id, couponId), eq(coupons.restaurantId, restaurantId)))
    .returning();
  return row;
}
