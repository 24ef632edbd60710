import { addDays, dublinInstant, dublinWallClock, formatDublinDate, isoWeekday } from './dublin-time.ts';
import { scheduleMessages } from './schedule-messages.ts';

/**
 * When a category or a dish is offered (issue 33, decision 050): Dublin wall-clock ranges on ISO
 * weekdays (1 = Monday … 7 = Sunday), `from` up to but not including `to`, within one day. No
 * windows: offered whenever the restaurant takes orders.
 */
export type ScheduleWindow = { weekday: number; from: string; to: string };

/** A dish's own windows and its category's: it is offered when both allow it. */
export type DishSchedule = { dish: ScheduleWindow[]; category: ScheduleWindow[] };

function windowsAllow(windows: readonly ScheduleWindow[], weekday: number, time: string): boolean {
  if (windows.length === 0) return true;
  // 'HH:mm' strings compare as times do.
  return windows.some((window) => window.weekday === weekday && window.from <= time && time < window.to);
}

/** Whether a dish is offered at a Dublin date ('YYYY-MM-DD') and time ('HH:mm'): a slot's, say. */
export function offeredAt(schedule: DishSchedule, date: string, time: string): boolean {
  const weekday = isoWeekday(date);
  return windowsAllow(schedule.category, weekday, time) && windowsAllow(schedule.dish, weekday, time);
}

/**
 * The first Dublin date and time from `now` on, within the coming week, when the dish is offered;
 * null when its hours and its category's never meet. Offered now: now's date and time.
 */
export function nextOfferedAt(schedule: DishSchedule, now: Date): { date: string; time: string } | null {
  const wall = dublinWallClock(now);
  if (offeredAt(schedule, wall.date, wall.time)) return { date: wall.date, time: wall.time };
  // Where both allow it, a range of them begins at one of the windows' starts.
  const starts = [...new Set([...schedule.dish, ...schedule.category].map((window) => window.from))].sort();
  for (let day = 0; day <= 7; day += 1) {
    const date = addDays(wall.date, day);
    for (const time of starts) {
      if (day === 0 && time <= wall.time) continue;
      if (offeredAt(schedule, date, time)) return { date, time };
    }
  }
  return null;
}

/**
 * What the storefront says of a dish outside its hours: 'Available from 12:00' (later today),
 * 'Available Sunday from 12:00' (another day), or that it is not offered; null when offered now.
 */
export function availabilityNote(schedule: DishSchedule, now: Date): string | null {
  const next = nextOfferedAt(schedule, now);
  if (next === null) return scheduleMessages.notOffered;
  const today = dublinWallClock(now).date;
  if (next.date === today) {
    return next.time === dublinWallClock(now).time ? null : scheduleMessages.availableFrom(next.time);
  }
  const weekday = scheduleMessages.weekdays[isoWeekday(next.date) - 1] ?? '';
  return scheduleMessages.availableOn(weekday, next.time);
}

/**
 * The day a dish "sold out for today" is back (its `sold_out_until`, the start of a later day's
 * opening), as the customer reads it at `now`: 'tomorrow', a weekday within the week, else a date.
 */
export function soldOutDay(until: Date, now: Date): string {
  const today = dublinWallClock(now).date;
  const back = dublinWallClock(until).date;
  if (back === addDays(today, 1)) return 'tomorrow';
  for (let day = 2; day < 7; day += 1) {
    if (back === addDays(today, day)) return scheduleMessages.weekdays[isoWeekday(back) - 1] ?? back;
  }
  return formatDublinDate(until);
}

/** From `from` on (an ISO instant), the storefront shows `note` on the dish (null: offered). */
export type AvailabilityStep = { from: string; note: string | null };

/** How far ahead the menu answer says what each scheduled dish's note will be. */
const TIMELINE_HOURS = 24;

/**
 * What the storefront says of a dish from `now` through the coming day, as steps: its note at
 * `now`, then each change (a window opening or closing, or midnight turning "Available Sunday" into
 * "Available from"). Worked out by the server with the menu answer, so the browser only picks the
 * step of its clock's minute and carries none of the schedule rules or Dublin's clock (decision 051).
 */
export function availabilityTimeline(schedule: DishSchedule, now: Date): AvailabilityStep[] {
  const untilMs = now.getTime() + TIMELINE_HOURS * 3_600_000;
  const today = dublinWallClock(now).date;
  const edges = [...schedule.dish, ...schedule.category].flatMap((window) => [window.from, window.to]);
  const changes = [0, 1]
    .flatMap((day) => ['00:00', ...edges].map((time) => dublinInstant(addDays(today, day), time)))
    .filter((instant) => instant > now && instant.getTime() <= untilMs)
    .sort((a, b) => a.getTime() - b.getTime());
  const steps: AvailabilityStep[] = [];
  for (const instant of [now, ...changes]) {
    const note = availabilityNote(schedule, instant);
    if (steps.length === 0 || steps.at(-1)?.note !== note) steps.push({ from: instant.toISOString(), note });
  }
  return steps;
}
