import { MINUTE_MS } from './constants.ts';
import { dublinInstant, dublinWallClock, isoWeekday, type OpeningHours } from './dublin-time.ts';

/*
 * Ordering pauses when nobody is watching (issue 28): with the setting on, when no staff board and
 * no kitchen printer has been in touch for N minutes of opening hours, the restaurant is
 * "unattended" and takes no online orders until one is back.
 */

/** The bounds of the setting, in minutes; 0 is off. */
export const UNATTENDED_PAUSE_MAX_MINUTES = 120;

/** The opening range (Dublin wall clock, closing time included) that `now` falls in, as instants; null when closed. */
export function openingRangeAt(
  now: Date,
  openingHours: readonly OpeningHours[],
  closedDates: readonly string[] = [],
): { opensAt: Date; closesAt: Date } | null {
  const { date, time } = dublinWallClock(now);
  if (closedDates.includes(date)) return null;
  const weekday = isoWeekday(date);
  // 'HH:mm' strings order as the day runs.
  const range = openingHours.find(
    (hours) => hours.weekday === weekday && hours.opensAt <= time && time <= hours.closesAt,
  );
  if (!range) return null;
  return { opensAt: dublinInstant(date, range.opensAt), closesAt: dublinInstant(date, range.closesAt) };
}

export type KitchenWatch = {
  now: Date;
  /** The setting: minutes without contact before ordering pauses; 0 is off. */
  pauseAfterMinutes: number;
  /** The latest contact of any board or printer; null when none was ever in touch. */
  lastContactAt: Date | null;
  openingHours: readonly OpeningHours[];
  /** Closed dates among which today may be ('YYYY-MM-DD'). */
  closedDates?: readonly string[];
};

/**
 * Whether the restaurant is unattended now: the setting on, the restaurant open, and N minutes of
 * this opening passed without a contact. The minutes count from the later of the last contact and
 * the opening, so the kitchen has N minutes after opening to bring its board up; a restaurant no
 * board or printer has ever been in touch with counts from the opening too.
 */
export function isUnattended({
  now,
  pauseAfterMinutes,
  lastContactAt,
  openingHours,
  closedDates = [],
}: KitchenWatch): boolean {
  if (pauseAfterMinutes <= 0) return false;
  const range = openingRangeAt(now, openingHours, closedDates);
  if (!range) return false;
  const since = Math.max(range.opensAt.getTime(), lastContactAt?.getTime() ?? Number.NEGATIVE_INFINITY);
  return now.getTime() - since >= pauseAfterMinutes * MINUTE_MS;
}
