import { addDays, dublinDate, dublinInstant, dublinWallClock, type SlotLoad } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import * as repository from './slots.repository.ts';

/**
 * Today's load per slot for the staff's settings (issue 33): each slot an order holds, with its
 * orders and portions, beside the limits they count against. Today is Dublin's.
 */
export async function todaysSlotLoad({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<SlotLoad> {
  const restaurant = await requireRestaurant({ db });
  const date = dublinDate(clock.now());
  const rows = await repository.listSlotLoad(
    db,
    restaurant.id,
    dublinInstant(date, '00:00'),
    dublinInstant(addDays(date, 1), '00:00'),
  );
  return {
    date,
    order_capacity: restaurant.slotCapacity,
    portion_capacity: restaurant.slotPortionCapacity,
    slots: rows.map((row) => ({
      time: dublinWallClock(row.startsAt).time,
      orders: row.taken,
      portions: row.portions,
    })),
  };
}
