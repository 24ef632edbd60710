import { busyExtraMinutesAt, type DeliveryMode, type KitchenPace, staffPauseAt } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { restaurants } from '../../db/schema.ts';
import * as repository from './restaurant.repository.ts';

type Restaurant = typeof restaurants.$inferSelect;

/*
 * The kitchen's pace (issue 33) as the restaurant row keeps it: busy mode's extra minutes until
 * `busy_until`, and the staff's pause since `paused_at` until `paused_until`. Each is read against the
 * clock, so neither needs a job to end; kitchen-watch.ts's scheduled look clears and announces them
 * once past. The use cases that set them (with the staff log, the event and, for busy mode, the
 * customers told) are the `pace` module's.
 */

/** The minutes from now to an order's earliest slot for a fulfilment: the lead time, with busy mode's extra. */
export function leadMinutesAt(
  restaurant: Pick<
    Restaurant,
    'collectionLeadMinutes' | 'deliveryLeadMinutes' | 'busyExtraMinutes' | 'busyUntil'
  >,
  mode: DeliveryMode,
  now: Date,
): number {
  const lead = mode === 'delivery' ? restaurant.deliveryLeadMinutes : restaurant.collectionLeadMinutes;
  return lead + busyExtraMinutesAt(restaurant, now);
}

/** Busy mode and the staff's pause as the board shows them now. */
export function kitchenPaceAt(
  restaurant: Pick<Restaurant, 'busyExtraMinutes' | 'busyUntil' | 'pausedAt' | 'pausedUntil'>,
  now: Date,
): KitchenPace {
  const extra = busyExtraMinutesAt(restaurant, now);
  const pause = staffPauseAt(restaurant, now);
  return {
    busy:
      extra > 0 && restaurant.busyUntil
        ? { extra_minutes: extra, until: restaurant.busyUntil.toISOString() }
        : null,
    pause: pause ? { until: pause.resumesAt?.toISOString() ?? null } : null,
  };
}

/** Sets busy mode (0 and null: off), in the caller's transaction. */
export function writeBusy(
  db: Db,
  restaurantId: number,
  { extraMinutes, until }: { extraMinutes: number; until: Date | null },
): Promise<void> {
  return repository.updateRestaurant(db, restaurantId, { busyExtraMinutes: extraMinutes, busyUntil: until });
}

/** Sets the staff's pause (both null: not paused), in the caller's transaction. */
export function writeStaffPause(
  db: Db,
  restaurantId: number,
  { pausedAt, pausedUntil }: { pausedAt: Date | null; pausedUntil: Date | null },
): Promise<void> {
  return repository.updateRestaurant(db, restaurantId, { pausedAt, pausedUntil });
}

/** The opening hours and whether today is closed, for busy mode "until closing". */
export async function openingOf(db: Db, restaurantId: number, date: string) {
  const hours = await repository.listOpeningHours(db, restaurantId);
  const closed = await repository.isClosedOn(db, restaurantId, date);
  return { hours, closedDates: closed ? [date] : [] };
}
