import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { slotBookings } from '../../db/schema.ts';

/**
 * The slots among `startsAt` that cannot take an order of `portions` more: they hold `capacity`
 * orders already, or (with a portion capacity, 0 being none) too many portions to add these.
 */
export async function fullSlots(
  db: Db,
  restaurantId: number,
  startsAt: readonly Date[],
  { capacity, portionCapacity, portions }: SlotLimits,
): Promise<Date[]> {
  if (startsAt.length === 0) return [];
  const rows = await db
    .select({ startsAt: slotBookings.startsAt })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.restaurantId, restaurantId),
        inArray(slotBookings.startsAt, [...startsAt]),
        or(
          gte(slotBookings.taken, capacity),
          portionCapacity > 0 ? gt(sql`${slotBookings.portions} + ${portions}`, portionCapacity) : undefined,
        ),
      ),
    );
  return rows.map((row) => row.startsAt);
}

/** A slot's limits and what an order asks of it: 0 portion capacity is no portion limit. */
export type SlotLimits = { capacity: number; portionCapacity: number; portions: number };

/** Whether an order of `portions` could ever fit a slot, however empty. */
export const fitsEmptySlot = ({ capacity, portionCapacity, portions }: SlotLimits) =>
  capacity >= 1 && (portionCapacity === 0 || portions <= portionCapacity);

/** Prepared (decision 057): every order takes a slot. A portion capacity of 0 is no limit. */
const takePlace = preparedStatement<{ taken: number }>(
  'take_slot_place',
  `insert into slot_bookings as b (restaurant_id, starts_at, taken, portions)
  values ($1, $2::timestamptz, 1, $3)
  on conflict (restaurant_id, starts_at)
    do update set taken = b.taken + 1, portions = b.portions + $3
    where b.taken < $4 and ($5 = 0 or b.portions + $3 <= $5)
  returning b.taken`,
);

/**
 * One place and the order's portions taken in a slot, if it has room for both: a single
 * conditional upsert. The first order of a slot inserts its row; later ones add 1 and their
 * portions only while `taken` is below the capacity and the portions stay within the portion
 * capacity. The row lock the upsert takes makes orders racing for the last room wait for each
 * other, and the one that comes second sees the raised counts and takes nothing (no row returned).
 */
export async function takeSlotPlace(
  db: Db,
  restaurantId: number,
  startsAt: Date,
  limits: SlotLimits,
): Promise<boolean> {
  const { capacity, portionCapacity, portions } = limits;
  if (!fitsEmptySlot(limits)) return false;
  const rows = await takePlace(db, [
    restaurantId,
    startsAt.toISOString(),
    portions,
    capacity,
    portionCapacity,
  ]);
  return rows.length > 0;
}

/**
 * One place and the order's portions given back to a slot (its order canceled, rejected or
 * refunded): a conditional update that never takes `taken` below 0, so a slot whose row predates
 * the order is left alone, nor the portions below 0.
 */
export async function releaseSlotPlace(
  db: Db,
  restaurantId: number,
  startsAt: Date,
  portions: number,
): Promise<void> {
  await db
    .update(slotBookings)
    .set({
      taken: sql`${slotBookings.taken} - 1`,
      portions: sql`greatest(${slotBookings.portions} - ${portions}, 0)`,
    })
    .where(
      and(
        eq(slotBookings.restaurantId, restaurantId),
        eq(slotBookings.startsAt, startsAt),
        sql`${slotBookings.taken} > 0`,
      ),
    );
}

/** The slots taken from `from` to before `to`, with their orders and portions, in time order. */
export function listSlotLoad(db: Db, restaurantId: number, from: Date, to: Date) {
  return db
    .select({ startsAt: slotBookings.startsAt, taken: slotBookings.taken, portions: slotBookings.portions })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.restaurantId, restaurantId),
        gte(slotBookings.startsAt, from),
        lt(slotBookings.startsAt, to),
        // A slot whose orders were all canceled is empty again: nothing to show.
        gt(slotBookings.taken, 0),
      ),
    )
    .orderBy(asc(slotBookings.startsAt));
}
