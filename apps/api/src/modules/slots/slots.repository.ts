import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closedDates, openingHours, slotBookings } from '../../db/schema.ts';

/** The opening hours of one ISO weekday (1 = Monday … 7 = Sunday). */
export function listOpeningHours(db: Db, restaurantId: number, weekday: number) {
  return db
    .select({ weekday: openingHours.weekday, opensAt: openingHours.opensAt, closesAt: openingHours.closesAt })
    .from(openingHours)
    .where(and(eq(openingHours.restaurantId, restaurantId), eq(openingHours.weekday, weekday)))
    .orderBy(asc(openingHours.opensAt));
}

export async function isClosedOn(db: Db, restaurantId: number, date: string): Promise<boolean> {
  const rows = await db
    .select({ date: closedDates.date })
    .from(closedDates)
    .where(and(eq(closedDates.restaurantId, restaurantId), eq(closedDates.date, date)));
  return rows.length > 0;
}

/** The slots among `startsAt` that already hold `capacity` orders or more. */
export async function fullSlots(
  db: Db,
  restaurantId: number,
  startsAt: readonly Date[],
  capacity: number,
): Promise<Date[]> {
  if (startsAt.length === 0) return [];
  const rows = await db
    .select({ startsAt: slotBookings.startsAt })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.restaurantId, restaurantId),
        inArray(slotBookings.startsAt, [...startsAt]),
        gte(slotBookings.taken, capacity),
      ),
    );
  return rows.map((row) => row.startsAt);
}

/**
 * One place taken in a slot, if it has one left: a single conditional upsert. The first order of a
 * slot inserts its row with 1; later ones add 1 only while `taken` is below the capacity. The row
 * lock the upsert takes makes orders racing for the last place wait for each other, and the one
 * that comes second sees the raised count and takes nothing (no row returned).
 */
export async function takeSlotPlace(
  db: Db,
  restaurantId: number,
  startsAt: Date,
  capacity: number,
): Promise<boolean> {
  if (capacity < 1) return false;
  const rows = await db
    .insert(slotBookings)
    .values({ restaurantId, startsAt, taken: 1 })
    .onConflictDoUpdate({
      target: [slotBookings.restaurantId, slotBookings.startsAt],
      set: { taken: sql`${slotBookings.taken} + 1` },
      setWhere: sql`${slotBookings.taken} < ${capacity}`,
    })
    .returning({ taken: slotBookings.taken });
  return rows.length > 0;
}

/**
 * One place given back to a slot (its order canceled, rejected or refunded): a conditional update
 * that never takes `taken` below 0, so a slot whose row predates the order is left alone.
 */
export async function releaseSlotPlace(db: Db, restaurantId: number, startsAt: Date): Promise<void> {
  await db
    .update(slotBookings)
    .set({ taken: sql`${slotBookings.taken} - 1` })
    .where(
      and(
        eq(slotBookings.restaurantId, restaurantId),
        eq(slotBookings.startsAt, startsAt),
        sql`${slotBookings.taken} > 0`,
      ),
    );
}
