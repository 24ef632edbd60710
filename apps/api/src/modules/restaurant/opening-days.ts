import { dublinInstant, isoWeekday } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import * as repository from './restaurant.repository.ts';

/*
 * The restaurant's calendar for one Dublin date, as the slots, the kitchen's ready time and "sold
 * out for today" ask it: that weekday's opening hours, unless the date is a closed date.
 */

/** The opening hours of a Dublin date, earliest first; none when it is a closed date. */
export async function openingHoursOn(db: Db, { restaurantId, date }: { restaurantId: number; date: string }) {
  const [openingHours, closed] = await Promise.all([
    repository.listOpeningHoursOn(db, restaurantId, isoWeekday(date)),
    repository.isClosedOn(db, restaurantId, date),
  ]);
  return closed ? [] : openingHours;
}

/** Whether the restaurant opens at all on a Dublin date: hours that weekday, and not a closed date. */
export async function opensOn(db: Db, day: { restaurantId: number; date: string }): Promise<boolean> {
  return (await openingHoursOn(db, day)).length > 0;
}

/**
 * When the restaurant first opens on a Dublin date, as an instant; null when it does not open that
 * day (no hours that weekday, or a closed date). The kitchen's ready time may not be before it.
 */
export async function firstOpeningOn(
  db: Db,
  day: { restaurantId: number; date: string },
): Promise<Date | null> {
  const [first] = await openingHoursOn(db, day);
  return first ? dublinInstant(day.date, first.opensAt) : null;
}
