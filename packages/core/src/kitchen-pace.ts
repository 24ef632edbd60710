import { type DeliveryMode, MINUTE_MS } from './constants.ts';
import {
  dublinDate,
  dublinInstant,
  dublinWallClock,
  formatDublinDate,
  formatDublinTime12h,
  isoWeekday,
  type OpeningHours,
} from './dublin-time.ts';
import { ESTIMATED_MINUTES } from './order-constants.ts';
import { paceMessages } from './pace-messages.ts';

/*
 * The kitchen sets the pace (issue 33): busy mode adds minutes to the lead times for a while, and
 * the staff may pause online ordering until a time or until they resume it. Both are stored as
 * instants on the restaurant and read against the clock, so each ends by itself without a job.
 */

/** The minutes busy mode may add to the lead times. */
export const BUSY_EXTRA_MINUTES = [10, 20, 30] as const;
/** How long busy mode may last, in minutes; "until closing" is the other choice. */
export const BUSY_PERIOD_MINUTES = [30, 60, 90] as const;
/** How far ahead a pause may be set to end: a pause for longer is a closed date. */
export const PAUSE_MAX_AHEAD_MINUTES = 24 * 60;

export type BusyState = { busyExtraMinutes: number; busyUntil: Date | null };
export type StaffPauseState = { pausedAt: Date | null; pausedUntil: Date | null };

/** The minutes busy mode adds now: its minutes until `busyUntil`, 0 from then on (and when never set). */
export function busyExtraMinutesAt({ busyExtraMinutes, busyUntil }: BusyState, now: Date): number {
  if (busyUntil === null || busyExtraMinutes <= 0) return 0;
  return now < busyUntil ? busyExtraMinutes : 0;
}

/**
 * Whether the staff's pause holds now, and until when: `{ resumesAt: null }` is "until I resume";
 * null when ordering is not paused by the staff (never, resumed, or its time has come).
 */
export function staffPauseAt(
  { pausedAt, pausedUntil }: StaffPauseState,
  now: Date,
): { resumesAt: Date | null } | null {
  if (pausedAt === null) return null;
  if (pausedUntil !== null && now >= pausedUntil) return null;
  return { resumesAt: pausedUntil };
}

/**
 * When busy mode chosen "until closing" ends: the closing time of today's opening range that `now`
 * is in or before (Dublin wall clock); null when no range of today closes after now.
 */
export function closingTimeAfter(
  now: Date,
  openingHours: readonly OpeningHours[],
  closedDates: readonly string[] = [],
): Date | null {
  const date = dublinDate(now);
  if (closedDates.includes(date)) return null;
  const weekday = isoWeekday(date);
  const { time } = dublinWallClock(now);
  // 'HH:mm' strings order as the day runs.
  const range = openingHours
    .filter((hours) => hours.weekday === weekday && hours.closesAt > time)
    .sort((a, b) => a.closesAt.localeCompare(b.closesAt))[0];
  return range ? dublinInstant(date, range.closesAt) : null;
}

/** When busy mode set now for `forMinutes` (null: until closing) ends; null when closing has passed. */
export function busyUntilFor(
  now: Date,
  forMinutes: number | null,
  openingHours: readonly OpeningHours[],
  closedDates: readonly string[] = [],
): Date | null {
  if (forMinutes !== null) return new Date(now.getTime() + forMinutes * MINUTE_MS);
  return closingTimeAfter(now, openingHours, closedDates);
}

/**
 * The new ready time of an accepted order when busy mode adds `extraMinutes` at `now`: an order not
 * yet ready whose ready time falls from now to before now + the extra minutes is moved later by them
 * (the kitchen is that far behind). One promised later than that is left alone, and so is one whose
 * ready time has already passed: its customer may be at the counter, and an order left unfinished
 * since yesterday must not be told a time in the past. Null when it does not move.
 */
export function busyReadyTime(readyAt: Date, now: Date, extraMinutes: number): Date | null {
  if (readyAt < now || readyAt.getTime() >= now.getTime() + extraMinutes * MINUTE_MS) return null;
  return new Date(readyAt.getTime() + extraMinutes * MINUTE_MS);
}

/**
 * A Dublin time as the staff and the storefront read it, in the 12-hour clock of the slots, the
 * board's orders and every other time they read (issue 47): '7:30 PM', with the day when not
 * today's: '9:00 AM on 24 Nov 2026'.
 */
export function paceTimeLabel(at: Date, now: Date): string {
  const time = formatDublinTime12h(at);
  return dublinDate(at) === dublinDate(now) ? time : `${time} on ${formatDublinDate(at)}`;
}

/**
 * What a customer is told while ordering is paused (issue 47): until when, if the staff said, and
 * the restaurant's phone either way: 'Online ordering is paused until 7:40 PM — please call us on
 * 062 61234'. Nobody watching the kitchen, or paused until the staff resume it, has no time.
 */
export function orderingPausedText(
  { resumesAt, phone }: { resumesAt: Date | null; phone: string },
  now: Date,
): string {
  return resumesAt
    ? paceMessages.ordering.pausedUntil(paceTimeLabel(resumesAt, now), phone)
    : paceMessages.ordering.paused(phone);
}

/**
 * The checkout's estimated time, in minutes from now (checkout-and-account §2.5: collection 20-25,
 * delivery 40-45): from the lead time of now, busy mode's extra minutes in it (issue 47), for as
 * long as the spec's range is wide.
 */
export function estimatedMinutes(mode: DeliveryMode, leadMinutes: number): [number, number] {
  const [from, to] = ESTIMATED_MINUTES[mode];
  return [leadMinutes, leadMinutes + (to - from)];
}
