import { dublinDate, isUnattended, orderingPausedText, SECOND_MS, staffPauseAt } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { restaurants } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import * as repository from './restaurant.repository.ts';

type Restaurant = typeof restaurants.$inferSelect;

/*
 * Ordering pauses when nobody is watching (issue 28). Each staff board, and each kitchen printer,
 * records that the kitchen is in touch; with the setting on, when none has been for the set minutes
 * of opening hours, the storefront says ordering is paused, the slots answer none and placing (and
 * the quote) answer `restaurant_closed`. The state is worked out afresh at every such request, from
 * the latest contact and the clock, so it changes the moment a board is back; a scheduled look
 * (`announceOrderingPause`) announces each change as `settings.changed`, which clears the rendered
 * pages that show it.
 */

/** A source's contact is written at most this often by a process: a board asks every 30 s. */
export const KITCHEN_CONTACT_WRITE_INTERVAL_MS = 15 * SECOND_MS;
/** How often the pause state is looked at, to announce a change. */
export const KITCHEN_WATCH_INTERVAL_MS = 15 * SECOND_MS;

/** When each source was last written, per database handle (one per app, so test apps do not share). */
const lastWritten = new WeakMap<Db, Map<string, number>>();

/**
 * Records that a board (`staff:<id>`) or a kitchen printer (`printer:<id>`) is in touch at `at`. The
 * write is skipped when this process wrote the same source less than 15 s before, so a board's every
 * request costs no write.
 */
export async function recordKitchenContact(db: Db, source: string, at: Date): Promise<void> {
  let written = lastWritten.get(db);
  if (!written) {
    written = new Map();
    lastWritten.set(db, written);
  }
  const before = written.get(source);
  const elapsed = before === undefined ? Number.POSITIVE_INFINITY : at.getTime() - before;
  if (elapsed >= 0 && elapsed < KITCHEN_CONTACT_WRITE_INTERVAL_MS) return;
  written.set(source, at.getTime());
  try {
    await repository.upsertKitchenContact(db, source, at);
  } catch (error) {
    written.delete(source);
    throw error;
  }
}

/** The latest contact of any board or printer; null when none was ever in touch. */
export function lastKitchenContact(db: Db): Promise<Date | null> {
  return repository.latestKitchenContact(db);
}

/** Whether online ordering is paused now because nobody is watching (reads nothing more when the setting is off). */
export async function unattendedNow(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  restaurant: Pick<Restaurant, 'id' | 'unattendedPauseMinutes'>,
): Promise<boolean> {
  if (restaurant.unattendedPauseMinutes <= 0) return false;
  const now = clock.now();
  const today = dublinDate(now);
  // One after the other: `db` may be the placement's transaction, one connection (pg refuses to
  // queue queries on one client from version 9).
  const openingHours = await repository.listOpeningHours(db, restaurant.id);
  const closedToday = await repository.isClosedOn(db, restaurant.id, today);
  const lastContactAt = await repository.latestKitchenContact(db);
  return isUnattended({
    now,
    pauseAfterMinutes: restaurant.unattendedPauseMinutes,
    lastContactAt,
    openingHours,
    closedDates: closedToday ? [today] : [],
  });
}

/**
 * Why online ordering is paused now, or null when it is not: the staff paused it (issue 33: until
 * `resumesAt`, or until they resume it when null), or nobody is watching the kitchen (issue 28). The
 * staff's pause is read first: it needs no query.
 */
export type OrderingPause = { reason: 'staff'; resumesAt: Date | null } | { reason: 'unattended' };

export async function orderingPause(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  restaurant: Pick<Restaurant, 'id' | 'unattendedPauseMinutes' | 'pausedAt' | 'pausedUntil'>,
): Promise<OrderingPause | null> {
  const byStaff = staffPauseAt(restaurant, deps.clock.now());
  if (byStaff) return { reason: 'staff', resumesAt: byStaff.resumesAt };
  return (await unattendedNow(deps, restaurant)) ? { reason: 'unattended' } : null;
}

/** Whether online ordering is paused now, for either reason. */
export async function orderingPaused(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  restaurant: Pick<Restaurant, 'id' | 'unattendedPauseMinutes' | 'pausedAt' | 'pausedUntil'>,
): Promise<boolean> {
  return (await orderingPause(deps, restaurant)) !== null;
}

/**
 * What the customer is told while ordering is paused: when it resumes, if the staff said; otherwise
 * (nobody watching, or paused until the staff resume it) to call the restaurant's first phone, as
 * the storefront's notice says, which cannot tell these two apart.
 */
export function orderingPausedMessage(
  restaurant: Pick<Restaurant, 'phones'>,
  pause: OrderingPause,
  now: Date,
): string {
  const resumesAt = pause.reason === 'staff' ? pause.resumesAt : null;
  return orderingPausedText({ resumesAt, phone: restaurant.phones[0] ?? '' }, now);
}

/**
 * Whether a pause closes a slot starting at `startsAt` (issue 47): a pause until a time closes only
 * the slots before it ends, so tomorrow evening (and tonight after it) can still be ordered for;
 * a pause until the staff resume it, or for want of a watching kitchen, closes every slot.
 */
export function pauseCloses(pause: OrderingPause, startsAt: Date | undefined): boolean {
  if (pause.reason !== 'staff' || pause.resumesAt === null || startsAt === undefined) return true;
  return startsAt < pause.resumesAt;
}

/**
 * Announces a change of the pause state, and the end of busy mode (`settings.changed`, clearing the
 * rendered pages of every process): the state as last announced is kept on the restaurant and
 * flipped by a conditional update, so of two processes looking at once one announces. True when it
 * changed.
 */
export async function announceOrderingPause(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events'>,
): Promise<boolean> {
  const restaurant = await repository.findDefaultRestaurant(deps.db);
  if (!restaurant) return false;
  // Busy mode and the staff's pause end by themselves (issue 33): once past, they are cleared here by
  // a conditional update, and the clearing announced, so open storefronts hear that times are shorter.
  const now = deps.clock.now();
  const ended = (until: Date | null) => until !== null && until <= now;
  if (ended(restaurant.busyUntil) || ended(restaurant.pausedUntil)) {
    const cleared = await deps.db.transaction(async (tx) => {
      const busy = await repository.clearEndedBusy(tx, restaurant.id, now);
      const pause = await repository.clearEndedPause(tx, restaurant.id, now);
      if (busy || pause) await deps.events.publish(tx, { type: 'settings.changed' });
      return busy || pause;
    });
    if (cleared) return announceOrderingPause(deps).then(() => true);
  }
  const paused = await orderingPaused(deps, restaurant);
  if (paused === restaurant.orderingPaused) return false;
  return deps.db.transaction(async (tx) => {
    if (!(await repository.flipOrderingPaused(tx, restaurant.id, paused))) return false;
    await deps.events.publish(tx, { type: 'settings.changed' });
    return true;
  });
}
