import {
  type DeliveryMode,
  isDateString,
  largeOrderExtraMinutes,
  portionMessages,
  type QuoteRequest,
  type Slot,
} from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import { leadMinutesAt, opensOn, type RestaurantSettings } from '../../restaurant/index.ts';
import { dateOutsideWindow, fitsEmptySlot, slotLimits, slotsFor, takeSlot } from '../../slots/index.ts';
import { type Checked, failed, passed, problem } from './checked.ts';
import type { SettingsSnapshot } from './settings-snapshot.ts';

/**
 * The time chosen must be one of the slots offered now for that date, mode and the order's
 * `portions` (opening hours, closed dates, lead time, ordering window, slots without room left out).
 * A date the restaurant does not open is `restaurant_closed`; a time a smaller order could have but
 * a large one may not (issue 33) is `large_order_time`, saying how much later; any other time not
 * offered is `slot_unavailable`. A slot offered means the restaurant opens that day, so its hours
 * and closed dates are read again only to tell the refusals apart.
 */
export async function checkSlot(
  tx: Db,
  {
    restaurant,
    body,
    now,
    portions,
    zoneMinutes = 0,
  }: {
    restaurant: RestaurantSettings;
    body: QuoteRequest;
    now: Date;
    portions: number;
    zoneMinutes?: number;
  },
): Promise<Checked<Slot | undefined>> {
  const mode: DeliveryMode = body.order_type === 'delivery' ? 'delivery' : 'collection';
  const [date = '', time = ''] = (body.schedule_at ?? '').split(' ');
  if (!isDateString(date)) return failed(undefined, problem('slot_unavailable'));
  const chosen = (offered: Slot) => offered.time === time.slice(0, 5);
  // Outside the ordering window no slot is offered.
  // A delivery zone's extra minutes (issue 50) lengthen the lead time as busy mode's do.
  const slot = (
    await slotsFor(tx, { restaurant, mode, date, now, portions, extraMinutes: zoneMinutes })
  ).find(chosen);
  if (slot) return passed(slot);
  const extraMinutes = largeOrderExtraMinutes(restaurant, portions);
  if (extraMinutes > 0) {
    // The lead time alone, as a small order has it: the slot is early for this order, not gone.
    const early = (await slotsFor(tx, { restaurant, mode, date, now, extraMinutes: zoneMinutes })).find(
      chosen,
    );
    if (early && early.startsAt < earliestLarge(now, extraMinutes + zoneMinutes, restaurant, mode))
      return failed(undefined, problem('large_order_time', portionMessages.largeOrderTooEarly(extraMinutes)));
  }
  const opens = await opensOn(tx, { restaurantId: restaurant.id, date });
  return failed(undefined, problem(opens ? 'slot_unavailable' : 'restaurant_closed'));
}

/** The instant before which a large order may not be ready: now + the lead time + its extra minutes. */
function earliestLarge(now: Date, extraMinutes: number, restaurant: RestaurantSettings, mode: DeliveryMode) {
  return new Date(now.getTime() + (leadMinutesAt(restaurant, mode, now) + extraMinutes) * 60_000);
}

/**
 * Placing: checks the time chosen and takes its place in one statement (decision 054). The slot is
 * found among the date's slots kept with the settings, no sooner than now + the lead time (with
 * busy mode's and a large order's minutes), then taken by `takeSlot`'s conditional upsert, which
 * refuses a slot with no room left as `slot_unavailable`, as `checkSlot` does a full one. A time
 * not so found is refused by `checkSlot`, which reads why.
 */
export async function checkAndTakeSlot(
  tx: Db,
  {
    settings,
    body,
    now,
    portions,
    zoneMinutes = 0,
  }: { settings: SettingsSnapshot; body: QuoteRequest; now: Date; portions: number; zoneMinutes?: number },
): Promise<Checked<Slot | undefined>> {
  const { restaurant } = settings;
  const mode: DeliveryMode = body.order_type === 'delivery' ? 'delivery' : 'collection';
  const [date = '', time = ''] = (body.schedule_at ?? '').split(' ');
  const limits = slotLimits(restaurant, portions);
  const earliestMs =
    now.getTime() +
    (leadMinutesAt(restaurant, mode, now) + largeOrderExtraMinutes(restaurant, portions) + zoneMinutes) *
      60_000;
  const kept =
    isDateString(date) && dateOutsideWindow(restaurant, date, now) === null && fitsEmptySlot(limits)
      ? settings
          .daySlots(date)
          .find((offered) => offered.time === time.slice(0, 5) && offered.startsAt.getTime() >= earliestMs)
      : undefined;
  const found = kept ? passed(kept) : await checkSlot(tx, { restaurant, body, now, portions, zoneMinutes });
  const slot = found.value;
  if (!slot || found.problems.length > 0) return found;
  const taken = await takeSlot(tx, { restaurantId: restaurant.id, startsAt: slot.startsAt, ...limits });
  return taken ? passed(slot) : failed(undefined, problem('slot_unavailable'));
}
