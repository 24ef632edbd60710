import { couponAvailability, type DeliveryMode, generateSlots, isoWeekday, type Slot } from '@tiffin/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closedDates, coupons, openingHours, slotBookings } from '../../db/schema.ts';
import type { RestaurantSettings } from '../restaurant/restaurant.service.ts';

/*
 * The slot and coupon steps of placing an order. The slots and coupons issue builds the same
 * functions, with these signatures, in modules/slots and modules/coupons; when both are merged the
 * order service imports theirs and this file goes (decision 022). Each is one small query.
 */

/**
 * Takes one place in a slot: a conditional upsert that raises `taken` only while it is below the
 * capacity, so orders racing for the last place cannot both get it. False when the slot is full.
 */
export async function takeSlot(
  tx: Db,
  { restaurantId, startsAt, capacity }: { restaurantId: number; startsAt: Date; capacity: number },
): Promise<boolean> {
  if (capacity < 1) return false;
  const rows = await tx
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

/** Counts one use of a coupon, only while its uses are below its limit; false when it is used up. */
export async function redeemCoupon(tx: Db, { couponId }: { couponId: number }): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ totalUses: sql`${coupons.totalUses} + 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.totalUses} < ${coupons.limit}`))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/**
 * The slots offered on a Dublin date for a mode, now: core's `generateSlots` over the restaurant's
 * opening hours, closed dates and the mode's lead time, without the slots that are full.
 */
export async function slotsFor(
  tx: Db,
  {
    restaurant,
    mode,
    date,
    now,
  }: { restaurant: RestaurantSettings; mode: DeliveryMode; date: string; now: Date },
): Promise<Slot[]> {
  const [hours, closed] = await Promise.all([
    tx.select().from(openingHours).where(eq(openingHours.restaurantId, restaurant.id)),
    tx
      .select({ date: closedDates.date })
      .from(closedDates)
      .where(and(eq(closedDates.restaurantId, restaurant.id), eq(closedDates.date, date))),
  ]);
  const slots = generateSlots({
    now,
    date,
    openingHours: hours,
    closedDates: closed.map((row) => row.date),
    leadMinutes: mode === 'delivery' ? restaurant.deliveryLeadMinutes : restaurant.collectionLeadMinutes,
    intervalMinutes: restaurant.slotIntervalMinutes,
  });
  if (slots.length === 0) return slots;
  const full = await tx
    .select({ startsAt: slotBookings.startsAt })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.restaurantId, restaurant.id),
        inArray(
          slotBookings.startsAt,
          slots.map((slot) => slot.startsAt),
        ),
        sql`${slotBookings.taken} >= ${restaurant.slotCapacity}`,
      ),
    );
  const fullTimes = new Set(full.map((row) => row.startsAt.getTime()));
  return slots.filter((slot) => !fullTimes.has(slot.startsAt.getTime()));
}

export type CouponRow = typeof coupons.$inferSelect;

/**
 * The restaurant's coupon with this code (any case), and whether it can be used on `today` (a Dublin
 * date) by core's rules; its minimum purchase is the order's to check against its own subtotal.
 */
export async function findCouponForOrder(
  tx: Db,
  { restaurantId, code, today }: { restaurantId: number; code: string; today: string },
): Promise<{ coupon: CouponRow; availability: ReturnType<typeof couponAvailability> } | undefined> {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.restaurantId, restaurantId), sql`upper(${coupons.code}) = upper(${code})`));
  return coupon ? { coupon, availability: couponAvailability(coupon, today) } : undefined;
}

/** Whether the restaurant opens at all on a Dublin date: opening hours that weekday, and not closed. */
export async function opensOn(tx: Db, { restaurantId, date }: { restaurantId: number; date: string }) {
  const [hours, closed] = await Promise.all([
    tx
      .select({ id: openingHours.id })
      .from(openingHours)
      .where(and(eq(openingHours.restaurantId, restaurantId), eq(openingHours.weekday, isoWeekday(date)))),
    tx
      .select({ date: closedDates.date })
      .from(closedDates)
      .where(and(eq(closedDates.restaurantId, restaurantId), eq(closedDates.date, date))),
  ]);
  return hours.length > 0 && closed.length === 0;
}
