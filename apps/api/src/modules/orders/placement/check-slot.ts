import { type DeliveryMode, isDateString, type QuoteRequest, type Slot } from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import { opensOn, slotsFor, takeSlot } from '../../slots/index.ts';
import { type Checked, failed, passed, problem, refusal } from './checked.ts';

/**
 * The time chosen must be one of the slots offered now for that date and mode (opening hours,
 * closed dates, lead time, ordering window, full slots left out). A date the restaurant does not
 * open is `restaurant_closed`; any other time not offered is `slot_unavailable`. A slot offered
 * means the restaurant opens that day, so its hours and closed dates are read again only to tell
 * the two refusals apart.
 */
export async function checkSlot(
  tx: Db,
  { restaurant, body, now }: { restaurant: RestaurantSettings; body: QuoteRequest; now: Date },
): Promise<Checked<Slot | undefined>> {
  const mode: DeliveryMode = body.order_type === 'delivery' ? 'delivery' : 'collection';
  const [date = '', time = ''] = (body.schedule_at ?? '').split(' ');
  if (!isDateString(date)) return failed(undefined, problem('slot_unavailable'));
  // Outside the ordering window no slot is offered.
  const slots = await slotsFor(tx, { restaurant, mode, date, now });
  const slot = slots.find((offered) => offered.time === time.slice(0, 5));
  if (slot) return passed(slot);
  const opens = await opensOn(tx, { restaurantId: restaurant.id, date });
  return failed(undefined, problem(opens ? 'slot_unavailable' : 'restaurant_closed'));
}

/** Takes one place of the slot's capacity; a slot filled meanwhile refuses the order. */
export async function bookSlot(tx: Db, restaurant: RestaurantSettings, slot: Slot): Promise<void> {
  const taken = await takeSlot(tx, {
    restaurantId: restaurant.id,
    startsAt: slot.startsAt,
    capacity: restaurant.slotCapacity,
  });
  if (!taken) throw refusal('slot_unavailable');
}
