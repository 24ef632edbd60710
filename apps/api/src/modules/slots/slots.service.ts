import {
  addDays,
  type DeliveryMode,
  DUBLIN_TIME_ZONE,
  dublinDate,
  dublinWallClock,
  generateSlots,
  largeOrderExtraMinutes,
  orderMessages,
  orderPortions,
  type Slot,
  type SlotsRequest,
  type SlotsResponse,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { savedAddressOf } from '../addresses/index.ts';
import { portionExemptions } from '../menu/index.ts';
import {
  leadMinutesAt,
  openingHoursOn,
  opensOn,
  orderingPause,
  pauseCloses,
  type RestaurantSettings,
  requireRestaurant,
} from '../restaurant/index.ts';
import { zoneFor, zonesOf } from '../zones/index.ts';
import * as repository from './slots.repository.ts';

const text = orderMessages.slots;
const MINUTE_MS = 60_000;

/** The settings the slots are made from. */
export type SlotSettings = Pick<
  RestaurantSettings,
  | 'id'
  | 'collectionLeadMinutes'
  | 'deliveryLeadMinutes'
  | 'busyExtraMinutes'
  | 'busyUntil'
  | 'slotIntervalMinutes'
  | 'slotCapacity'
  | 'slotPortionCapacity'
  | 'largeOrderPortions'
  | 'largeOrderExtraMinutes'
  | 'orderingWindowDays'
>;

/**
 * Why a Dublin date cannot be ordered for, or null when it can: from today (Dublin) to the last day
 * of the ordering window (today + orderingWindowDays − 1).
 */
export function dateOutsideWindow(
  restaurant: Pick<SlotSettings, 'orderingWindowDays'>,
  date: string,
  now: Date,
): 'past' | 'too_far' | null {
  const today = dublinDate(now);
  // 'YYYY-MM-DD' strings order as the days they name.
  if (date < today) return 'past';
  if (date > addDays(today, restaurant.orderingWindowDays - 1)) return 'too_far';
  return null;
}

/**
 * The slots offered now on a Dublin date for a fulfilment and an order of `portions` (0 when not
 * known), each with the instant it starts: every slot interval within that weekday's opening hours,
 * none on a closed date or outside the ordering window, the first no sooner than now + the mode's
 * lead time (+ a large order's extra minutes, issue 33), none that already holds the slot capacity
 * or has no room left for the portions. The order placement calls it inside its transaction to
 * check that the time chosen is still offered, then takes a place with `takeSlot`.
 */
export async function slotsFor(
  db: Db,
  {
    restaurant,
    mode,
    date,
    now,
    portions = 0,
    extraMinutes = 0,
  }: {
    restaurant: SlotSettings;
    mode: DeliveryMode;
    date: string;
    now: Date;
    portions?: number;
    /** A delivery zone's extra minutes (issue 50) */
    extraMinutes?: number;
  },
): Promise<Slot[]> {
  if (dateOutsideWindow(restaurant, date, now) !== null) return [];
  const openingHours = await openingHoursOn(db, { restaurantId: restaurant.id, date });
  if (openingHours.length === 0) return [];
  const slots = generateSlots({
    now,
    date,
    openingHours,
    // With busy mode's extra minutes while it lasts, and a large order's (issue 33).
    leadMinutes:
      leadMinutesAt(restaurant, mode, now) + largeOrderExtraMinutes(restaurant, portions) + extraMinutes,
    intervalMinutes: restaurant.slotIntervalMinutes,
  });
  const limits = slotLimits(restaurant, portions);
  // An order larger than a whole slot's portions fits no slot.
  if (!repository.fitsEmptySlot(limits)) return [];
  const full = await repository.fullSlots(
    db,
    restaurant.id,
    slots.map((slot) => slot.startsAt),
    limits,
  );
  const fullInstants = new Set(full.map((startsAt) => startsAt.getTime()));
  return slots.filter((slot) => !fullInstants.has(slot.startsAt.getTime()));
}

/** A slot's limits for an order of `portions`, from the restaurant's settings. */
export const slotLimits = (restaurant: SlotSettings, portions: number): repository.SlotLimits => ({
  capacity: restaurant.slotCapacity,
  portionCapacity: restaurant.slotPortionCapacity,
  portions,
});

/**
 * Takes one place and the order's portions in the slot starting at `startsAt`: true when taken,
 * false when the slot has no room left for them (a portion capacity of 0, or left out, is none).
 * One conditional upsert, race-free by the row lock it takes; call it inside the order's
 * transaction, so that a refused order gives its place back when the transaction rolls back.
 */
export function takeSlot(
  db: Db,
  {
    restaurantId,
    startsAt,
    capacity,
    portionCapacity = 0,
    portions = 0,
  }: { restaurantId: number; startsAt: Date } & Omit<repository.SlotLimits, 'portionCapacity' | 'portions'> &
    Partial<repository.SlotLimits>,
): Promise<boolean> {
  return repository.takeSlotPlace(db, restaurantId, startsAt, { capacity, portionCapacity, portions });
}

/**
 * Gives back the place and the portions an order took in the slot starting at `startsAt`, so the
 * slot is offered again. Call it inside the transaction that moves the order to canceled or
 * refunded, once per order.
 */
export function releaseSlot(
  db: Db,
  { restaurantId, startsAt, portions }: { restaurantId: number; startsAt: Date; portions: number },
) {
  return repository.releaseSlotPlace(db, restaurantId, startsAt, portions);
}

/** The portions of a basket sent as dishes and quantities; dishes not on the menu count nothing. */
export async function basketPortions(
  db: Db,
  restaurantId: number,
  cart: readonly { item_id: number; quantity: number }[],
): Promise<number> {
  const exempt = await portionExemptions(db, restaurantId, [...new Set(cart.map((line) => line.item_id))]);
  return orderPortions(
    cart
      .filter((line) => exempt.has(line.item_id))
      .map((line) => ({ quantity: line.quantity, portionsExempt: exempt.get(line.item_id) === true })),
  );
}

/**
 * The extra minutes of the delivery zone of the customer's saved address (issue 50), which
 * placement adds to the delivery's lead time: 0 for a collection, without an address, or outside
 * every zone (placement refuses that address anyway). Another customer's address is not found,
 * whichever the mode.
 */
async function zoneMinutesFor(
  db: Db,
  restaurant: RestaurantSettings,
  { mode, customerId, addressId }: { mode: DeliveryMode; customerId: number; addressId?: number },
): Promise<number> {
  if (addressId === undefined) return 0;
  const saved = await savedAddressOf({ db }, { customerId, addressId });
  if (!saved) throw new AppError('address', orderMessages.addresses.notFound);
  if (mode !== 'delivery') return 0;
  return zoneFor(await zonesOf(db, restaurant.id), restaurant, saved)?.zone.extraMinutes ?? 0;
}

/** `POST /api/v1/tslots` and `/dslots`: the spec's time slot response for a date. */
export async function getSlots(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  {
    mode,
    customerId,
    date,
    cart = [],
    address_id: addressId,
  }: { mode: DeliveryMode; customerId: number } & SlotsRequest,
): Promise<SlotsResponse> {
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  const outside = dateOutsideWindow(restaurant, date, now);
  if (outside === 'past') throw new AppError('date', text.dateInPast, { refusal: 'invalid' });
  if (outside === 'too_far')
    throw new AppError('date', text.dateTooFar(restaurant.orderingWindowDays), { refusal: 'invalid' });
  // While ordering is paused by the staff until a time (issue 33), no slot before it ends is offered
  // (issue 47); paused until they resume it, or because nobody is watching the kitchen (issue 28),
  // no time is offered on any day.
  const [pause, opens, portions, zoneMinutes] = await Promise.all([
    orderingPause({ db, clock }, restaurant),
    opensOn(db, { restaurantId: restaurant.id, date }),
    basketPortions(db, restaurant.id, cart ?? []),
    zoneMinutesFor(db, restaurant, { mode, customerId, addressId }),
  ]);
  const offered = opens
    ? await slotsFor(db, { restaurant, mode, date, now, portions, extraMinutes: zoneMinutes })
    : [];
  const slots = pause ? offered.filter((slot) => !pauseCloses(pause, slot.startsAt)) : offered;
  const first = slots[0];
  return {
    slots: slots.map((slot) => slot.label),
    current_time: dublinWallClock(now).time,
    timezone: DUBLIN_TIME_ZONE,
    is_today: date === dublinDate(now),
    next_slot_in_minutes: first
      ? Math.max(0, Math.ceil((first.startsAt.getTime() - now.getTime()) / MINUTE_MS))
      : null,
    first_slot: first?.label ?? null,
    closed: !opens,
    large_order_minutes: largeOrderExtraMinutes(restaurant, portions),
    zone_minutes: zoneMinutes,
  };
}
