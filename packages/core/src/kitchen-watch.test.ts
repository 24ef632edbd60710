import { describe, expect, it } from 'vitest';
import { isUnattended, openingRangeAt } from './kitchen-watch.ts';

// Monday 23 November 2026 (GMT: Dublin is UTC); open 17:00-22:00 every day.
const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: '17:00', closesAt: '22:00' }));
const at = (time: string) => new Date(`2026-11-23T${time}:00Z`);
const watch = (now: Date, lastContactAt: Date | null, pauseAfterMinutes = 10) =>
  isUnattended({ now, pauseAfterMinutes, lastContactAt, openingHours: hours });

describe('the opening range now', () => {
  it('is the range of the weekday that holds the time, closing time included', () => {
    expect(openingRangeAt(at('18:00'), hours)).toEqual({ opensAt: at('17:00'), closesAt: at('22:00') });
    expect(openingRangeAt(at('22:00'), hours)).not.toBeNull();
    expect(openingRangeAt(at('16:59'), hours)).toBeNull();
    expect(openingRangeAt(at('22:01'), hours)).toBeNull();
    expect(openingRangeAt(at('18:00'), hours, ['2026-11-23'])).toBeNull();
  });

  it('reads the wall clock of Dublin in summer time', () => {
    // 1 July 2026, 16:30 UTC is 17:30 in Dublin (IST).
    const range = openingRangeAt(new Date('2026-07-01T16:30:00Z'), hours);
    expect(range?.opensAt.toISOString()).toBe('2026-07-01T16:00:00.000Z');
  });
});

describe('unattended', () => {
  it('after N minutes of opening hours without a contact', () => {
    expect(watch(at('18:09'), at('18:00'))).toBe(false);
    expect(watch(at('18:10'), at('18:00'))).toBe(true);
  });

  it('never with the setting at 0, nor outside opening hours', () => {
    expect(watch(at('21:00'), at('12:00'), 0)).toBe(false);
    expect(watch(at('16:00'), at('12:00'))).toBe(false);
    expect(watch(at('23:00'), at('12:00'))).toBe(false);
  });

  it('counts from the opening when the last contact came before it, or never', () => {
    expect(watch(at('17:05'), at('12:00'))).toBe(false);
    expect(watch(at('17:10'), at('12:00'))).toBe(true);
    expect(watch(at('17:09'), null)).toBe(false);
    expect(watch(at('17:10'), null)).toBe(true);
  });
});
