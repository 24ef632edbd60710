/**
 * Calendar and clock rules in Europe/Dublin, with `Intl` as the only source of time-zone data.
 * Dates are 'YYYY-MM-DD' and times 'HH:mm' (24-hour) on the Dublin wall clock; instants are
 * `Date`s. Nothing here reads the clock: callers pass `now`.
 */
import { DUBLIN_TIME_ZONE, NEXT_DAY_CUTOFF_HOUR } from './constants.ts';
import {
  PREORDER_FIRST_TIME,
  PREORDER_LAST_TIME,
  PREORDER_TIME_INTERVAL_MINUTES,
} from './preorder-constants.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const dublinFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: DUBLIN_TIME_ZONE,
  // h23, not hour12: false, which some engines render as '24' at midnight.
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type WallParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall clock at an instant as `Intl` formats it: the source of the offsets below. */
function formattedWallParts(epochMs: number): WallParts {
  const parts: Record<string, number> = {};
  for (const part of dublinFormatter.formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
    second: parts.second ?? Number.NaN,
  };
}

const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const KEPT_OFFSETS = 4096;
/** Dublin's offset from UTC (ms) by UTC quarter-hour: see offsetMsAt. */
const offsetByQuarterHour = new Map<number, number>();

/**
 * Dublin's offset from UTC at an instant, in ms. Its clocks change on a whole UTC hour (01:00 UTC
 * under the EU's rules), so the offset at the start of a quarter-hour holds for all of it: `Intl` is asked
 * once per quarter-hour and the rest is arithmetic (issue 36: formatting per call cost 0.1 ms an
 * order). Kept for the last few thousand quarter-hours asked.
 */
function offsetMsAt(epochMs: number): number {
  const quarterHour = Math.floor(epochMs / QUARTER_HOUR_MS);
  let offsetMs = offsetByQuarterHour.get(quarterHour);
  if (offsetMs === undefined) {
    const startMs = quarterHour * QUARTER_HOUR_MS;
    const wall = formattedWallParts(startMs);
    const wallAsUtcMs =
      utcMidnight(wall.year, wall.month, wall.day).getTime() +
      ((wall.hour * 60 + wall.minute) * 60 + wall.second) * 1000;
    offsetMs = wallAsUtcMs - startMs;
    if (offsetByQuarterHour.size >= KEPT_OFFSETS) offsetByQuarterHour.clear();
    offsetByQuarterHour.set(quarterHour, offsetMs);
  }
  return offsetMs;
}

function wallParts(epochMs: number): WallParts {
  const wall = new Date(epochMs + offsetMsAt(epochMs));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

function assertValidInstant(instant: Date): number {
  const epochMs = instant.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError('Invalid Date');
  return epochMs;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function formatDateParts(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Minutes Dublin is ahead of UTC at an instant: 0 in winter (GMT), 60 in summer (IST). */
export function dublinOffsetMinutes(instant: Date): number {
  return offsetMinutesAt(assertValidInstant(instant));
}

function offsetMinutesAt(epochMs: number): number {
  return Math.round(offsetMsAt(epochMs) / MINUTE_MS);
}

export type DublinWallClock = {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm', 24-hour */
  time: string;
  hour: number;
  minute: number;
};

export function dublinWallClock(now: Date): DublinWallClock {
  const wall = wallParts(assertValidInstant(now));
  return {
    date: formatDateParts(wall.year, wall.month, wall.day),
    time: `${pad2(wall.hour)}:${pad2(wall.minute)}`,
    hour: wall.hour,
    minute: wall.minute,
  };
}

/** Today's date in Dublin, 'YYYY-MM-DD'. */
export function dublinDate(now: Date): string {
  return dublinWallClock(now).date;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar day written 'YYYY-MM-DD' (so not '2026-02-30'). */
export function isDateString(value: string): boolean {
  return parseDate(value) !== null;
}

/** True for a 24-hour 'HH:mm' from '00:00' to '23:59'. */
export function isTimeString(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Midnight UTC of a calendar day; setUTCFullYear, unlike Date.UTC, leaves years 0-99 alone. */
function utcMidnight(year: number, month: number, day: number): Date {
  const result = new Date(0);
  result.setUTCFullYear(year, month - 1, day);
  return result;
}

function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const roundTrip = utcMidnight(year, month, day);
  // Out-of-range parts roll over (2026-02-30 becomes 2 March), which is how they are caught.
  if (roundTrip.getUTCMonth() !== month - 1 || roundTrip.getUTCDate() !== day) return null;
  return { year, month, day };
}

function requireDate(value: string): { year: number; month: number; day: number } {
  const parsed = parseDate(value);
  if (parsed === null) throw new RangeError(`Expected a date 'YYYY-MM-DD', got "${value}"`);
  return parsed;
}

function timeToMinutes(value: string): number {
  const match = TIME_PATTERN.exec(value);
  if (match === null) throw new RangeError(`Expected a time 'HH:mm', got "${value}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function minutesToTime(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** Calendar arithmetic on 'YYYY-MM-DD', independent of any time zone. */
export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Expected a whole number of days, got ${days}`);
  const { year, month, day } = requireDate(date);
  const result = utcMidnight(year, month, day + days);
  return formatDateParts(result.getUTCFullYear(), result.getUTCMonth() + 1, result.getUTCDate());
}

/** 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const { year, month, day } = requireDate(date);
  const weekday = utcMidnight(year, month, day).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export type WallTimeResolution = {
  instant: Date;
  /**
   * 'gap': the wall time does not exist (spring forward) and `instant` is the first instant
   * after the gap. 'ambiguous': it happens twice (fall back) and `instant` is the first.
   */
  kind: 'unique' | 'ambiguous' | 'gap';
};

/** Which instant(s) a Dublin wall-clock time names. */
export function resolveDublinWallTime(date: string, time: string): WallTimeResolution {
  const { year, month, day } = requireDate(date);
  const minutes = timeToMinutes(time);
  const wallAsUtcMs = utcMidnight(year, month, day).getTime() + minutes * MINUTE_MS;

  // Dublin changes offset at most once within a day, so the offsets a day either side are the
  // only two that can apply.
  const offsetBefore = offsetMinutesAt(wallAsUtcMs - DAY_MS);
  const offsetAfter = offsetMinutesAt(wallAsUtcMs + DAY_MS);
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wallAsUtcMs - offset * MINUTE_MS)
    .filter((epochMs) => {
      const wall = wallParts(epochMs);
      return (
        formatDateParts(wall.year, wall.month, wall.day) === date && wall.hour * 60 + wall.minute === minutes
      );
    })
    .sort((a, b) => a - b);

  const first = candidates[0];
  if (first !== undefined) {
    return { instant: new Date(first), kind: candidates.length > 1 ? 'ambiguous' : 'unique' };
  }

  // In a gap: reading the wall time with the old offset lands after the change, with the new
  // offset before it. The change itself is on a minute boundary between the two.
  let beforeChangeMs = wallAsUtcMs - offsetAfter * MINUTE_MS;
  let afterChangeMs = wallAsUtcMs - offsetBefore * MINUTE_MS;
  while (afterChangeMs - beforeChangeMs > MINUTE_MS) {
    const middleMs =
      beforeChangeMs + Math.floor((afterChangeMs - beforeChangeMs) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetMinutesAt(middleMs) === offsetAfter) afterChangeMs = middleMs;
    else beforeChangeMs = middleMs;
  }
  return { instant: new Date(afterChangeMs), kind: 'gap' };
}

/**
 * The UTC instant of a Dublin wall-clock time. A time skipped when the clocks go forward gives
 * the first instant after the gap; a time repeated when they go back gives its first occurrence.
 */
export function dublinInstant(date: string, time: string): Date {
  return resolveDublinWallTime(date, time).instant;
}

/** Orders can be scheduled from today, or from tomorrow once Dublin time reaches 22:00. */
export function earliestOrderableDate(now: Date, cutoffHour: number = NEXT_DAY_CUTOFF_HOUR): string {
  const wall = dublinWallClock(now);
  return wall.hour >= cutoffHour ? addDays(wall.date, 1) : wall.date;
}

/** '18:15' → '6:15 PM'; '00:05' → '12:05 AM'. */
export function formatTime12h(time: string): string {
  const minutes = timeToMinutes(time);
  const hour = Math.floor(minutes / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad2(minutes % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
}

const TIME_12H_PATTERN = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/**
 * The inverse of formatTime12h: a slot label as the slot calls answer it back to 24-hour 'HH:mm'
 * ('6:15 PM' → '18:15', '12:05 AM' → '00:05'), for the order payload's `schedule_at`. Only that
 * exact form is read; anything else is null, never a guess.
 */
export function parseTime12h(label: string): string | null {
  const match = TIME_12H_PATTERN.exec(label);
  if (match === null) return null;
  const hour12 = Number(match[1]);
  const hour = (hour12 % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${pad2(hour)}:${match[2]}`;
}

/** A Dublin time of day for an instant, 12-hour ('6:15 PM'), as notifications show it. */
export function formatDublinTime12h(instant: Date): string {
  return formatTime12h(dublinWallClock(instant).time);
}

// Fixed English abbreviations: ICU's en-GB has changed 'Sep' to 'Sept' between versions.
const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** 'dd Mon yyyy' of the Dublin day an instant falls on, e.g. '05 Mar 2026'. */
export function formatDublinDate(instant: Date): string {
  const { year, month, day } = requireDate(dublinDate(instant));
  return `${pad2(day)} ${MONTH_ABBREVIATIONS[month - 1]} ${year}`;
}

/** 'Today' for an instant on today's Dublin date, otherwise 'dd Mon yyyy'. */
export function notificationDateLabel(instant: Date, now: Date): string {
  return dublinDate(instant) === dublinDate(now) ? 'Today' : formatDublinDate(instant);
}

/** The order payload's `schedule_at`: 'YYYY-MM-DD HH:mm:00', Dublin wall clock, 24-hour. */
export function formatScheduleAt(date: string, time: string): string {
  requireDate(date);
  timeToMinutes(time);
  return `${date} ${time}:00`;
}

function timesEvery(from: string, to: string, intervalMinutes: number): string[] {
  if (!Number.isSafeInteger(intervalMinutes) || intervalMinutes <= 0) {
    throw new RangeError(`Expected a whole number of minutes above 0, got ${intervalMinutes}`);
  }
  const times: string[] = [];
  for (let minutes = timeToMinutes(from); minutes <= timeToMinutes(to); minutes += intervalMinutes) {
    times.push(minutesToTime(minutes));
  }
  return times;
}

export type TimeChoice = { value: string; label: string };

/** The pre-order form's time dropdown: 5:15 PM to 10:00 PM every 15 minutes. */
export const PREORDER_TIME_CHOICES: readonly TimeChoice[] = timesEvery(
  PREORDER_FIRST_TIME,
  PREORDER_LAST_TIME,
  PREORDER_TIME_INTERVAL_MINUTES,
).map((value) => ({ value, label: formatTime12h(value) }));

export type OpeningHours = {
  /** 1 = Monday ... 7 = Sunday */
  weekday: number;
  /** 'HH:mm' */
  opensAt: string;
  /** 'HH:mm'; the last slot may start at this time. */
  closesAt: string;
};

export type Slot = {
  /** 'HH:mm', Dublin wall clock */
  time: string;
  /** '6:15 PM' */
  label: string;
  startsAt: Date;
};

export type GenerateSlotsInput = {
  now: Date;
  /** 'YYYY-MM-DD' in Dublin */
  date: string;
  openingHours: readonly OpeningHours[];
  closedDates?: readonly string[];
  leadMinutes: number;
  intervalMinutes: number;
};

/**
 * The times a customer can choose on a Dublin date: every interval from opening to closing
 * time inclusive, the first no sooner than now plus the lead time. Capacity is the server's
 * business and is applied on top of this list.
 */
export function generateSlots(input: GenerateSlotsInput): Slot[] {
  const { now, date, openingHours, closedDates = [], leadMinutes, intervalMinutes } = input;
  const nowMs = assertValidInstant(now);
  if (!Number.isFinite(leadMinutes) || leadMinutes < 0) {
    throw new RangeError(`Expected a lead time of 0 minutes or more, got ${leadMinutes}`);
  }
  const weekday = isoWeekday(date);
  if (closedDates.includes(date)) return [];

  const times = new Set<string>();
  for (const hours of openingHours) {
    if (hours.weekday !== weekday) continue;
    for (const time of timesEvery(hours.opensAt, hours.closesAt, intervalMinutes)) times.add(time);
  }

  const earliestMs = nowMs + leadMinutes * MINUTE_MS;
  const slots: Slot[] = [];
  // 'HH:mm' sorts as the day runs; with the first occurrence for repeated times, so do instants.
  for (const time of [...times].sort()) {
    const resolved = resolveDublinWallTime(date, time);
    // A time the clocks skip is not a slot; moving it would duplicate the next real one.
    if (resolved.kind === 'gap') continue;
    if (resolved.instant.getTime() < earliestMs) continue;
    slots.push({ time, label: formatTime12h(time), startsAt: resolved.instant });
  }
  return slots;
}
