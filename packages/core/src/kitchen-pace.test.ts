import { describe, expect, it } from 'vitest';
import {
  busyExtraMinutesAt,
  busyReadyTime,
  busyUntilFor,
  estimatedMinutes,
  orderingPausedText,
  paceTimeLabel,
  staffPauseAt,
} from './kitchen-pace.ts';

// Monday 23 November 2026 (GMT: Dublin is UTC); open 17:00-22:00 every day.
const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: '17:00', closesAt: '22:00' }));
const at = (time: string) => new Date(`2026-11-23T${time}:00Z`);

describe('busy mode', () => {
  it('adds its minutes until its end, none from then on', () => {
    const busy = { busyExtraMinutes: 20, busyUntil: at('18:30') };
    expect(busyExtraMinutesAt(busy, at('18:29'))).toBe(20);
    expect(busyExtraMinutesAt(busy, at('18:30'))).toBe(0);
    expect(busyExtraMinutesAt({ busyExtraMinutes: 0, busyUntil: null }, at('18:00'))).toBe(0);
  });

  it('lasts its minutes, or until today’s closing (none once closing has passed or on a closed date)', () => {
    expect(busyUntilFor(at('18:00'), 90, hours)).toEqual(at('19:30'));
    expect(busyUntilFor(at('18:00'), null, hours)).toEqual(at('22:00'));
    expect(busyUntilFor(at('12:00'), null, hours)).toEqual(at('22:00'));
    expect(busyUntilFor(at('22:00'), null, hours)).toBeNull();
    expect(busyUntilFor(at('18:00'), null, hours, ['2026-11-23'])).toBeNull();
  });

  it('moves an accepted order later only when its ready time falls from now to before now + the minutes', () => {
    expect(busyReadyTime(at('18:30'), at('18:20'), 20)).toEqual(at('18:50'));
    expect(busyReadyTime(at('18:20'), at('18:20'), 20)).toEqual(at('18:40'));
    expect(busyReadyTime(at('18:40'), at('18:20'), 20)).toBeNull();
    // Already past: the customer may be waiting; never told a time gone by.
    expect(busyReadyTime(at('18:10'), at('18:20'), 10)).toBeNull();
  });
});

describe('the staff’s pause', () => {
  it('holds until its time, or until resumed when it has none', () => {
    expect(staffPauseAt({ pausedAt: at('18:00'), pausedUntil: at('19:30') }, at('19:29'))).toEqual({
      resumesAt: at('19:30'),
    });
    expect(staffPauseAt({ pausedAt: at('18:00'), pausedUntil: at('19:30') }, at('19:30'))).toBeNull();
    expect(staffPauseAt({ pausedAt: at('18:00'), pausedUntil: null }, at('23:00'))).toEqual({
      resumesAt: null,
    });
    expect(staffPauseAt({ pausedAt: null, pausedUntil: null }, at('18:00'))).toBeNull();
  });

  it('is said in Dublin’s 12-hour time, as every other time the customer and the board read, with the date when not today', () => {
    expect(paceTimeLabel(at('19:30'), at('18:00'))).toBe('7:30 PM');
    expect(paceTimeLabel(new Date('2026-11-24T09:00:00Z'), at('18:00'))).toBe('9:00 AM on 24 Nov 2026');
    // Summer time: 16:30 UTC is 17:30 in Dublin.
    expect(paceTimeLabel(new Date('2026-07-01T16:30:00Z'), new Date('2026-07-01T12:00:00Z'))).toBe('5:30 PM');
  });

  it('the pause is said with when it ends and the phone, or the phone alone (issue 47)', () => {
    expect(orderingPausedText({ resumesAt: at('19:40'), phone: '062 61234' }, at('18:00'))).toBe(
      'Online ordering is paused until 7:40 PM — please call us on 062 61234',
    );
    expect(orderingPausedText({ resumesAt: null, phone: '062 61234' }, at('18:00'))).toBe(
      'Online ordering is paused — please call us on 062 61234',
    );
  });

  it('the checkout’s estimate starts at the lead time, busy mode’s minutes in it (issue 47)', () => {
    expect(estimatedMinutes('collection', 20)).toEqual([20, 25]);
    expect(estimatedMinutes('collection', 40)).toEqual([40, 45]);
    expect(estimatedMinutes('delivery', 60)).toEqual([60, 65]);
  });
});
