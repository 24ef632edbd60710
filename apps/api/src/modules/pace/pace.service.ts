import {
  busyExtraMinutesAt,
  busyUntilFor,
  dublinDate,
  type KitchenPace,
  MINUTE_MS,
  PAUSE_MAX_AHEAD_MINUTES,
  paceMessages,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { delayReadyTimes } from '../orders/index.ts';
import {
  kitchenPaceAt,
  openingOf,
  type RestaurantSettings,
  requireRestaurant,
  writeBusy,
  writeStaffPause,
} from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';

/*
 * The kitchen sets the pace (issue 33, decision 047): busy mode and the staff's pause of online
 * ordering, set and ended by any member from the board. Each change is one transaction: the
 * restaurant row, the staff log, `settings.changed` (open storefronts and checkouts ask again for the
 * settings, the quote and the slots) and, when busy mode adds minutes, the accepted orders it makes
 * late moved later with their customers told. Both end by themselves: they are read against the
 * clock (restaurant/kitchen-pace.ts), and the scheduled look of kitchen-watch.ts announces the end.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'orderEvents'>;
const text = paceMessages;

/** One change of the pace, made, logged and announced in one transaction; then the pace as it now is. */
async function changePace(
  deps: Deps,
  { staffId, action, details }: { staffId: number; action: string; details: Record<string, unknown> },
  change: (tx: Db, restaurant: RestaurantSettings, now: Date) => Promise<Record<string, unknown> | undefined>,
): Promise<KitchenPace> {
  const { db, clock, events, orderEvents } = deps;
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  await db.transaction(async (tx) => {
    const more = await change(tx, restaurant, now);
    await recordAction(
      { db: tx, clock },
      { staffId, action, subject: 'settings', details: { ...details, ...more } },
    );
    await events.publish(tx, { type: 'settings.changed' });
  });
  orderEvents.wake();
  return kitchenPaceAt(await requireRestaurant({ db }), clock.now());
}

/** The pace as the board shows it now. */
export async function currentPace({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<KitchenPace> {
  return kitchenPaceAt(await requireRestaurant({ db }), clock.now());
}

/**
 * Busy mode: `extraMinutes` more on the lead times for `forMinutes` (null: until today's closing). The
 * accepted orders not yet ready that the added minutes make late are moved later by them; raising
 * the minutes of a busy mode already on adds only the difference, so no order moves twice for them.
 */
export function startBusy(
  deps: Deps,
  { extraMinutes, forMinutes, staffId }: { extraMinutes: number; forMinutes: number | null; staffId: number },
): Promise<KitchenPace> {
  return changePace(
    deps,
    { staffId, action: text.log.busyOn, details: { extra_minutes: extraMinutes, for_minutes: forMinutes } },
    async (tx, restaurant, now) => {
      const { hours, closedDates } = await openingOf(tx, restaurant.id, dublinDate(now));
      const until = busyUntilFor(now, forMinutes, hours, closedDates);
      if (!until) throw new AppError('for_minutes', text.refused.closedNow, { refusal: 'invalid' });
      await writeBusy(tx, restaurant.id, { extraMinutes, until });
      const added = extraMinutes - busyExtraMinutesAt(restaurant, now);
      const moved =
        added > 0
          ? await delayReadyTimes({ db: tx, events: deps.events }, { restaurant, extraMinutes: added, now })
          : 0;
      return { until: until.toISOString(), orders_moved: moved };
    },
  );
}

/** Ends busy mode now; the ready times it moved stay as the customers were told. */
export function endBusy(deps: Deps, { staffId }: { staffId: number }): Promise<KitchenPace> {
  return changePace(deps, { staffId, action: text.log.busyOff, details: {} }, async (tx, restaurant) => {
    await writeBusy(tx, restaurant.id, { extraMinutes: 0, until: null });
    return undefined;
  });
}

/** Pauses online ordering until `until` (null: until the staff resume it), within the next 24 hours. */
export function pauseOrdering(
  deps: Deps,
  { until, staffId }: { until: Date | null; staffId: number },
): Promise<KitchenPace> {
  const now = deps.clock.now();
  if (until !== null && until <= now)
    throw new AppError('until', text.refused.untilPast, { refusal: 'invalid' });
  if (until !== null && until.getTime() - now.getTime() > PAUSE_MAX_AHEAD_MINUTES * MINUTE_MS)
    throw new AppError('until', text.refused.untilTooFar, { refusal: 'invalid' });
  return changePace(
    deps,
    { staffId, action: text.log.paused, details: { until: until?.toISOString() ?? null } },
    async (tx, restaurant) => {
      await writeStaffPause(tx, restaurant.id, { pausedAt: now, pausedUntil: until });
      return undefined;
    },
  );
}

/** Resumes online ordering now (the unattended pause of issue 28 still applies while nobody watches). */
export function resumeOrdering(deps: Deps, { staffId }: { staffId: number }): Promise<KitchenPace> {
  return changePace(deps, { staffId, action: text.log.resumed, details: {} }, async (tx, restaurant) => {
    await writeStaffPause(tx, restaurant.id, { pausedAt: null, pausedUntil: null });
    return undefined;
  });
}
