import { type DatedVatRate, type GuardRules, generateSlots, type Slot } from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import { guardRulesOf } from '../../guard/index.ts';
import { listWindows, type Schedules, schedulesOf } from '../../menu/index.ts';
import {
  listVatRates,
  type RestaurantSettings,
  readCalendar,
  requireRestaurant,
} from '../../restaurant/index.ts';
import { type Zone, zonesOf } from '../../zones/index.ts';

/**
 * What placing an order reads of the settings, kept in memory between orders (decision 054): the
 * restaurant's row, its opening hours and closed dates, the dated VAT rates, and each Dublin date's
 * slots as the hours make them; (decision 057) the hours its menu is offered; and (issue 48) the
 * fake-order guard's rules. Kept for one `settings_version`: triggers move it at every write to
 * those tables that changes them, and placing reads it in the statement that claims the
 * Idempotency-Key, so a change made by any process (or by hand) is read again by the next order,
 * with no round trip while nothing changes.
 */
export type SettingsSnapshot = {
  version: number;
  restaurant: RestaurantSettings;
  vatRates: DatedVatRate[];
  /** The hours its categories and dishes are offered (issue 33) */
  schedules: Schedules;
  /** Where it delivers and on what terms (issue 50) */
  zones: Zone[];
  /** The fake-order guard's rules the owner set (issue 51; kept since issue 48) */
  guardRules: GuardRules;
  /** Whether a Dublin date is one of the closed dates */
  closedOn(date: string): boolean;
  /**
   * Every slot of a Dublin date by its opening hours, each with its instant, however soon (none on
   * a closed date): worked out once per date and version, so no slot is resolved per order.
   */
  daySlots(date: string): readonly Slot[];
};

/** One snapshot per database (an app's own), the latest read. */
const kept = new WeakMap<Db, SettingsSnapshot>();

/**
 * The settings at `version`: the one kept for `database` when it is that version, else read with
 * `tx` (the placement's transaction) and kept.
 */
export async function settingsAt(database: Db, tx: Db, version: number, today: string) {
  const snapshot = kept.get(database);
  if (snapshot?.version === version) return snapshot;
  const fresh = await readSnapshot(tx, version, today);
  kept.set(database, fresh);
  return fresh;
}

async function readSnapshot(tx: Db, version: number, today: string): Promise<SettingsSnapshot> {
  // One after the other: one connection.
  const restaurant = await requireRestaurant({ db: tx });
  // Closed dates before today are never asked about (no slot is offered in the past).
  const { openingHours, closedDates } = await readCalendar(tx, restaurant.id, today);
  const vatRates = await listVatRates(tx);
  const schedules = schedulesOf(await listWindows(tx, restaurant.id));
  const zones = await zonesOf(tx, restaurant.id);
  const guardRules = await guardRulesOf(tx, restaurant.id);
  const closed = new Set(closedDates);
  const slotsByDate = new Map<string, readonly Slot[]>();
  return {
    version,
    restaurant,
    vatRates,
    schedules,
    zones,
    guardRules,
    closedOn: (date) => closed.has(date),
    daySlots(date) {
      let slots = slotsByDate.get(date);
      if (!slots) {
        slots = closed.has(date)
          ? []
          : generateSlots({
              // Any slot of the day: the lead time is applied to each order's `now`.
              now: new Date(0),
              date,
              openingHours,
              leadMinutes: 0,
              intervalMinutes: restaurant.slotIntervalMinutes,
            });
        slotsByDate.set(date, slots);
      }
      return slots;
    },
  };
}
