import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dublinDate,
  dublinInstant,
  dublinOffsetMinutes,
  dublinWallClock,
  earliestOrderableDate,
  formatDublinDate,
  formatDublinTime12h,
  formatScheduleAt,
  formatTime12h,
  generateSlots,
  isDateString,
  isoWeekday,
  isTimeString,
  notificationDateLabel,
  PREORDER_TIME_CHOICES,
  parseTime12h,
  resolveDublinWallTime,
  type Slot,
} from './dublin-time.ts';

const utc = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();
const MINUTE_MS = 60_000;

/** An instant on the minute, between 2020 and 2031. */
const instantOnMinute = fc
  .integer({ min: Date.UTC(2020, 0, 1) / MINUTE_MS, max: Date.UTC(2031, 0, 1) / MINUTE_MS })
  .map((minutes) => new Date(minutes * MINUTE_MS));

/** The demo restaurant's hours (its settings, as the seed writes them): 17:00-22:00 every day. */
const DEFAULT_OPENING_HOURS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opensAt: '17:00',
  closesAt: '22:00',
}));

const slotsFor = (date: string, now: Date, leadMinutes = 0, openingHours = DEFAULT_OPENING_HOURS) =>
  generateSlots({ now, date, openingHours, leadMinutes, intervalMinutes: 15 });

const times = (slots: Slot[]) => slots.map((slot) => slot.time);

describe('dublinWallClock', () => {
  it.each([
    ['in winter, Dublin keeps UTC', '2026-01-15T18:30:00Z', '2026-01-15', '18:30'],
    ['in summer, Dublin is an hour ahead', '2026-07-15T17:30:00Z', '2026-07-15', '18:30'],
    ['a summer night after 23:00 UTC is already tomorrow', '2026-07-15T23:30:00Z', '2026-07-16', '00:30'],
    ['midnight is 00, not 24', '2026-01-15T00:00:00Z', '2026-01-15', '00:00'],
    ['the last second before spring forward', '2026-03-29T00:59:59Z', '2026-03-29', '00:59'],
    ['spring forward jumps to 02:00', '2026-03-29T01:00:00Z', '2026-03-29', '02:00'],
    ['the first 01:00 in autumn', '2026-10-25T00:00:00Z', '2026-10-25', '01:00'],
    ['the second 01:00 in autumn', '2026-10-25T01:00:00Z', '2026-10-25', '01:00'],
  ])('%s (%s → %s %s)', (_label, instant, date, time) => {
    const wall = dublinWallClock(utc(instant));
    expect(wall.date).toBe(date);
    expect(wall.time).toBe(time);
    expect(`${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`).toBe(time);
    expect(dublinDate(utc(instant))).toBe(date);
  });

  it('refuses an invalid Date', () => {
    expect(() => dublinWallClock(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('reads the same wall clock as Intl at any instant, the minutes around a clock change included', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Dublin',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const expected = (instant: Date) => {
      const part = (type: string) => intl.formatToParts(instant).find((p) => p.type === type)?.value;
      return {
        date: `${part('year')}-${part('month')}-${part('day')}`,
        time: `${part('hour')}:${part('minute')}`,
      };
    };
    const changes = ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2031-03-30T01:00:00Z'].map(Date.parse);
    const instant = fc.oneof(
      fc.integer({ min: Date.parse('1990-01-01T00:00:00Z'), max: Date.parse('2060-01-01T00:00:00Z') }),
      fc
        .constantFrom(...changes)
        .chain((change) => fc.integer({ min: change - 3_600_000, max: change + 3_600_000 })),
    );
    fc.assert(
      fc.property(instant, (epochMs) => {
        const wall = dublinWallClock(new Date(epochMs));
        expect({ date: wall.date, time: wall.time }).toEqual(expected(new Date(epochMs)));
      }),
      { numRuns: 2000 },
    );
  });

  it('reports the offset: 0 in winter, 60 minutes in summer', () => {
    expect(dublinOffsetMinutes(utc('2026-01-15T12:00:00Z'))).toBe(0);
    expect(dublinOffsetMinutes(utc('2026-07-15T12:00:00Z'))).toBe(60);
  });
});

describe('dublinInstant', () => {
  it.each([
    ['a winter evening', '2026-01-15', '18:30', '2026-01-15T18:30:00.000Z', 'unique'],
    ['a summer evening', '2026-07-15', '18:30', '2026-07-15T17:30:00.000Z', 'unique'],
    ['just after midnight in summer', '2026-07-16', '00:30', '2026-07-15T23:30:00.000Z', 'unique'],
    // 29 March 2026: clocks go from 01:00 GMT to 02:00 IST.
    ['the last minute before spring forward', '2026-03-29', '00:59', '2026-03-29T00:59:00.000Z', 'unique'],
    [
      '01:00 on spring-forward day (does not exist)',
      '2026-03-29',
      '01:00',
      '2026-03-29T01:00:00.000Z',
      'gap',
    ],
    [
      '01:30 on spring-forward day (does not exist)',
      '2026-03-29',
      '01:30',
      '2026-03-29T01:00:00.000Z',
      'gap',
    ],
    [
      '01:59 on spring-forward day (does not exist)',
      '2026-03-29',
      '01:59',
      '2026-03-29T01:00:00.000Z',
      'gap',
    ],
    ['02:00 on spring-forward day', '2026-03-29', '02:00', '2026-03-29T01:00:00.000Z', 'unique'],
    ['an evening on spring-forward day', '2026-03-29', '18:00', '2026-03-29T17:00:00.000Z', 'unique'],
    // 25 October 2026: clocks go from 02:00 IST back to 01:00 GMT.
    ['00:59 on fall-back day', '2026-10-25', '00:59', '2026-10-24T23:59:00.000Z', 'unique'],
    ['01:00 on fall-back day (first of two)', '2026-10-25', '01:00', '2026-10-25T00:00:00.000Z', 'ambiguous'],
    ['01:30 on fall-back day (first of two)', '2026-10-25', '01:30', '2026-10-25T00:30:00.000Z', 'ambiguous'],
    ['02:00 on fall-back day', '2026-10-25', '02:00', '2026-10-25T02:00:00.000Z', 'unique'],
    ['an evening on fall-back day', '2026-10-25', '18:00', '2026-10-25T18:00:00.000Z', 'unique'],
    // 2027: 28 March and 31 October.
    [
      '01:30 on spring-forward day 2027 (does not exist)',
      '2027-03-28',
      '01:30',
      '2027-03-28T01:00:00.000Z',
      'gap',
    ],
    ['an evening on spring-forward day 2027', '2027-03-28', '18:00', '2027-03-28T17:00:00.000Z', 'unique'],
    [
      '01:30 on fall-back day 2027 (first of two)',
      '2027-10-31',
      '01:30',
      '2027-10-31T00:30:00.000Z',
      'ambiguous',
    ],
    ['an evening on fall-back day 2027', '2027-10-31', '18:00', '2027-10-31T18:00:00.000Z', 'unique'],
  ])('%s: %s %s is %s', (_label, date, time, expected, kind) => {
    expect(iso(dublinInstant(date, time))).toBe(expected);
    expect(resolveDublinWallTime(date, time).kind).toBe(kind);
  });

  it.each([
    ['2026-02-30', '18:00'],
    ['2026-13-01', '18:00'],
    ['2026-1-5', '18:00'],
    ['2026-01-05', '24:00'],
    ['2026-01-05', '18:60'],
    ['2026-01-05', '6:15'],
  ])('refuses %s %s', (date, time) => {
    expect(() => dublinInstant(date, time)).toThrow(RangeError);
  });

  it('reads back the same wall clock for every time that exists', () => {
    const dateAndTime = fc.record({
      date: fc.integer({ min: 0, max: 4000 }).map((days) => addDays('2020-01-01', days)),
      time: fc
        .integer({ min: 0, max: 24 * 60 - 1 })
        .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`),
    });
    fc.assert(
      fc.property(dateAndTime, ({ date, time }) => {
        const resolved = resolveDublinWallTime(date, time);
        if (resolved.kind === 'gap') {
          expect(dublinWallClock(resolved.instant).time).not.toBe(time);
        } else {
          const wall = dublinWallClock(resolved.instant);
          expect([wall.date, wall.time]).toEqual([date, time]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('finds every instant again from its wall clock, or the earlier of two', () => {
    fc.assert(
      fc.property(instantOnMinute, (instant) => {
        const wall = dublinWallClock(instant);
        const found = dublinInstant(wall.date, wall.time);
        const backOneHour = instant.getTime() - 60 * MINUTE_MS;
        expect([instant.getTime(), backOneHour]).toContain(found.getTime());
      }),
      { numRuns: 500 },
    );
  });
});

describe('earliestOrderableDate', () => {
  it.each([
    ['21:59 in winter', '2026-01-15T21:59:00Z', '2026-01-15'],
    ['22:00 in winter', '2026-01-15T22:00:00Z', '2026-01-16'],
    ['21:59 in summer (20:59 UTC)', '2026-07-15T20:59:59Z', '2026-07-15'],
    ['22:00 in summer (21:00 UTC)', '2026-07-15T21:00:00Z', '2026-07-16'],
    ['23:30 on New Year’s Eve', '2026-12-31T23:30:00Z', '2027-01-01'],
    ['00:10 in summer, still 23:10 UTC the day before', '2026-07-15T23:10:00Z', '2026-07-16'],
    ['a morning', '2026-03-29T09:00:00Z', '2026-03-29'],
  ])('at %s, the earliest date is %s', (_label, now, expected) => {
    expect(earliestOrderableDate(utc(now))).toBe(expected);
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-29', 0, '2026-03-29'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2026-03-28', 1, '2026-03-29'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-03-29', 7],
    ['2026-03-30', 1],
    ['2026-10-25', 7],
    ['2026-07-15', 3],
    ['2027-01-01', 5],
  ])('%s is ISO weekday %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it.each([
    ['2026-03-29', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-3-29', false],
    ['29-03-2026', false],
    ['', false],
  ])('%j is a date: %s', (value, valid) => {
    expect(isDateString(value)).toBe(valid);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['7:15', false],
    ['07:15:00', false],
  ])('%j is a time: %s', (value, valid) => {
    expect(isTimeString(value)).toBe(valid);
  });

  it('refuses a fractional number of days', () => {
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
  });
});

describe('12-hour times', () => {
  it.each([
    ['18:15', '6:15 PM'],
    ['17:15', '5:15 PM'],
    ['22:00', '10:00 PM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['00:05', '12:05 AM'],
    ['09:45', '9:45 AM'],
  ])('%s reads %s', (time, label) => {
    expect(formatTime12h(time)).toBe(label);
  });

  it.each([
    ['6:15 PM', '18:15'],
    ['5:15 PM', '17:15'],
    ['10:00 PM', '22:00'],
    ['12:00 PM', '12:00'],
    ['12:30 PM', '12:30'],
    ['12:05 AM', '00:05'],
    ['9:45 AM', '09:45'],
  ])('the slot label %s is %s on the 24-hour clock', (label, time) => {
    expect(parseTime12h(label)).toBe(time);
  });

  it.each([
    '',
    '18:15',
    '06:15 PM',
    '6:15 pm',
    '6:15PM',
    '13:00 PM',
    '0:30 AM',
    '6:60 PM',
    ' 6:15 PM',
    '6:15 PM ',
  ])('reads no time from %j rather than guess one', (label) => {
    expect(parseTime12h(label)).toBeNull();
  });

  it('reads back every time formatTime12h writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        expect(parseTime12h(formatTime12h(time))).toBe(time);
      }),
    );
  });

  // 17:15 to 22:00 inclusive every 15 minutes is 20 times (3 in the 17 o'clock hour, 4 in each
  // of the next four, and 22:00).
  it('offers 20 pre-order times from 5:15 PM to 10:00 PM, 15 minutes apart', () => {
    expect(PREORDER_TIME_CHOICES).toHaveLength(20);
    expect(PREORDER_TIME_CHOICES[0]).toEqual({ value: '17:15', label: '5:15 PM' });
    expect(PREORDER_TIME_CHOICES[1]).toEqual({ value: '17:30', label: '5:30 PM' });
    expect(PREORDER_TIME_CHOICES.at(-1)).toEqual({ value: '22:00', label: '10:00 PM' });
  });
});

describe('notification dates and times', () => {
  it.each([
    ['2026-03-05T12:00:00Z', '05 Mar 2026'],
    ['2026-09-10T12:00:00Z', '10 Sep 2026'],
    // 00:30 in Dublin on 16 July, though still 15 July in UTC.
    ['2026-07-15T23:30:00Z', '16 Jul 2026'],
  ])('%s is dated %s in Dublin', (instant, label) => {
    expect(formatDublinDate(utc(instant))).toBe(label);
  });

  it('says Today for any instant on the current Dublin day', () => {
    const now = utc('2026-07-15T22:30:00Z');
    expect(notificationDateLabel(utc('2026-07-15T00:30:00Z'), now)).toBe('Today');
    expect(notificationDateLabel(utc('2026-07-14T22:30:00Z'), now)).toBe('14 Jul 2026');
    expect(notificationDateLabel(utc('2026-07-14T23:30:00Z'), now)).toBe('Today');
  });

  it('shows the time on the Dublin clock, 12-hour', () => {
    expect(formatDublinTime12h(utc('2026-07-15T17:15:00Z'))).toBe('6:15 PM');
    expect(formatDublinTime12h(utc('2026-01-15T17:15:00Z'))).toBe('5:15 PM');
  });

  it('writes schedule_at with seconds', () => {
    expect(formatScheduleAt('2026-03-29', '18:15')).toBe('2026-03-29 18:15:00');
    expect(() => formatScheduleAt('2026-03-29', '6:15 PM')).toThrow(RangeError);
  });
});

describe('generateSlots', () => {
  const ALL_EVENING = [
    '17:00',
    '17:15',
    '17:30',
    '17:45',
    '18:00',
    '18:15',
    '18:30',
    '18:45',
    '19:00',
    '19:15',
    '19:30',
    '19:45',
    '20:00',
    '20:15',
    '20:30',
    '20:45',
    '21:00',
    '21:15',
    '21:30',
    '21:45',
    '22:00',
  ];

  it('offers 21 slots from 17:00 to 22:00 on a winter day, at UTC+0', () => {
    const slots = slotsFor('2026-01-15', utc('2026-01-15T09:00:00Z'), 20);
    expect(times(slots)).toEqual(ALL_EVENING);
    expect(slots[0]).toEqual({ time: '17:00', label: '5:00 PM', startsAt: utc('2026-01-15T17:00:00Z') });
    expect(iso(slots.at(-1)?.startsAt ?? new Date(0))).toBe('2026-01-15T22:00:00.000Z');
  });

  it('starts a summer evening at 16:00 UTC, since Dublin is at UTC+1', () => {
    const slots = slotsFor('2026-07-15', utc('2026-07-15T09:00:00Z'), 20);
    expect(slots).toHaveLength(21);
    expect(iso(slots[0]?.startsAt ?? new Date(0))).toBe('2026-07-15T16:00:00.000Z');
    expect(slots[5]?.label).toBe('6:15 PM');
  });

  it.each([
    ['the day before spring forward 2026', '2026-03-28', '2026-03-28T17:00:00.000Z'],
    ['spring-forward day 2026', '2026-03-29', '2026-03-29T16:00:00.000Z'],
    ['the day before fall back 2026', '2026-10-24', '2026-10-24T16:00:00.000Z'],
    ['fall-back day 2026', '2026-10-25', '2026-10-25T17:00:00.000Z'],
    ['spring-forward day 2027', '2027-03-28', '2027-03-28T16:00:00.000Z'],
    ['fall-back day 2027', '2027-10-31', '2027-10-31T17:00:00.000Z'],
  ])('on %s, 17:00 in Dublin is %s and the evening keeps all 21 slots', (_label, date, first) => {
    const slots = slotsFor(date, utc(`${date}T00:00:00Z`), 40);
    expect(times(slots)).toEqual(ALL_EVENING);
    expect(iso(slots[0]?.startsAt ?? new Date(0))).toBe(first);
    const gaps = slots
      .slice(1)
      .map((slot, i) => slot.startsAt.getTime() - (slots[i]?.startsAt.getTime() ?? 0));
    expect(new Set(gaps)).toEqual(new Set([15 * MINUTE_MS]));
  });

  it('leaves out the wall times the clocks skip on spring-forward night', () => {
    const night = [{ weekday: 7, opensAt: '00:00', closesAt: '03:00' }];
    const slots = slotsFor('2026-03-29', utc('2026-03-28T12:00:00Z'), 0, night);
    expect(times(slots)).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '02:00',
      '02:15',
      '02:30',
      '02:45',
      '03:00',
    ]);
    expect(iso(slots[3]?.startsAt ?? new Date(0))).toBe('2026-03-29T00:45:00.000Z');
    expect(iso(slots[4]?.startsAt ?? new Date(0))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('offers the repeated hour once, at its first occurrence, on fall-back night', () => {
    const night = [{ weekday: 7, opensAt: '00:00', closesAt: '03:00' }];
    const slots = slotsFor('2026-10-25', utc('2026-10-24T12:00:00Z'), 0, night);
    expect(slots).toHaveLength(13);
    const byTime = new Map(slots.map((slot) => [slot.time, iso(slot.startsAt)]));
    expect(byTime.get('00:45')).toBe('2026-10-24T23:45:00.000Z');
    expect(byTime.get('01:00')).toBe('2026-10-25T00:00:00.000Z');
    expect(byTime.get('01:45')).toBe('2026-10-25T00:45:00.000Z');
    expect(byTime.get('02:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('keeps a slot exactly at now plus the lead time, and drops one a millisecond sooner', () => {
    const atBoundary = slotsFor('2026-01-15', utc('2026-01-15T16:40:00.000Z'), 20);
    expect(atBoundary[0]?.time).toBe('17:00');
    const justAfter = slotsFor('2026-01-15', utc('2026-01-15T16:40:00.001Z'), 20);
    expect(justAfter[0]?.time).toBe('17:15');
  });

  it('applies the delivery lead time of 40 minutes from the current time', () => {
    // 18:05 in summer (17:05 UTC); 18:45 is the first slot no sooner than 18:45.
    const slots = slotsFor('2026-07-15', utc('2026-07-15T17:05:00Z'), 40);
    expect(slots[0]?.time).toBe('18:45');
  });

  it('offers only 22:00 at 21:40 with a 20-minute lead, and nothing after', () => {
    expect(times(slotsFor('2026-01-15', utc('2026-01-15T21:40:00Z'), 20))).toEqual(['22:00']);
    expect(slotsFor('2026-01-15', utc('2026-01-15T21:41:00Z'), 20)).toEqual([]);
  });

  it('offers nothing for a date in the past', () => {
    expect(slotsFor('2026-01-14', utc('2026-01-15T09:00:00Z'), 20)).toEqual([]);
  });

  it('offers nothing on a closed date', () => {
    const slots = generateSlots({
      now: utc('2026-12-20T09:00:00Z'),
      date: '2026-12-25',
      openingHours: DEFAULT_OPENING_HOURS,
      closedDates: ['2026-12-25'],
      leadMinutes: 20,
      intervalMinutes: 15,
    });
    expect(slots).toEqual([]);
  });

  it('offers nothing on a day without opening hours', () => {
    const weekdaysOnly = DEFAULT_OPENING_HOURS.filter((hours) => hours.weekday <= 5);
    expect(slotsFor('2026-03-29', utc('2026-03-28T09:00:00Z'), 20, weekdaysOnly)).toEqual([]);
    expect(slotsFor('2026-03-30', utc('2026-03-28T09:00:00Z'), 20, weekdaysOnly)).toHaveLength(21);
  });

  it('merges two sittings on one day without repeating a time', () => {
    const sittings = [
      { weekday: 3, opensAt: '13:00', closesAt: '14:00' },
      { weekday: 3, opensAt: '12:00', closesAt: '13:00' },
    ];
    expect(times(slotsFor('2026-07-15', utc('2026-07-15T06:00:00Z'), 0, sittings))).toEqual([
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
    ]);
  });

  it('uses the interval it is given', () => {
    const slots = generateSlots({
      now: utc('2026-01-15T09:00:00Z'),
      date: '2026-01-15',
      openingHours: DEFAULT_OPENING_HOURS,
      leadMinutes: 0,
      intervalMinutes: 30,
    });
    expect(times(slots)).toEqual([
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
    ]);
  });

  it('offers nothing when the closing time is before the opening time', () => {
    const backwards = [{ weekday: 4, opensAt: '22:00', closesAt: '17:00' }];
    expect(slotsFor('2026-01-15', utc('2026-01-15T09:00:00Z'), 0, backwards)).toEqual([]);
  });

  it.each([
    ['a zero interval', { intervalMinutes: 0 }],
    ['a negative lead time', { leadMinutes: -1 }],
    ['an invalid date', { date: '2026-02-30' }],
    ['an invalid now', { now: new Date(Number.NaN) }],
  ])('refuses %s', (_label, override) => {
    expect(() =>
      generateSlots({
        now: utc('2026-01-15T09:00:00Z'),
        date: '2026-01-15',
        openingHours: DEFAULT_OPENING_HOURS,
        leadMinutes: 20,
        intervalMinutes: 15,
        ...override,
      }),
    ).toThrow(RangeError);
  });

  it('only offers slots on the requested Dublin date, in order, no sooner than now plus the lead', () => {
    const scenario = fc.record({
      now: instantOnMinute,
      dayOffset: fc.integer({ min: -1, max: 3 }),
      leadMinutes: fc.integer({ min: 0, max: 180 }),
      intervalMinutes: fc.constantFrom(5, 10, 15, 20, 30, 60),
      opensAt: fc.constantFrom('00:00', '00:30', '01:00', '12:00', '17:00'),
      closesAt: fc.constantFrom('01:30', '02:30', '22:00', '23:59'),
    });
    fc.assert(
      fc.property(scenario, ({ now, dayOffset, leadMinutes, intervalMinutes, opensAt, closesAt }) => {
        const date = addDays(dublinDate(now), dayOffset);
        const openingHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt, closesAt }));
        const slots = generateSlots({ now, date, openingHours, leadMinutes, intervalMinutes });
        for (const [i, slot] of slots.entries()) {
          expect(slot.startsAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + leadMinutes * MINUTE_MS);
          expect(dublinWallClock(slot.startsAt)).toMatchObject({ date, time: slot.time });
          expect(slot.label).toBe(formatTime12h(slot.time));
          const previous = slots[i - 1];
          if (previous !== undefined) {
            expect(slot.startsAt.getTime()).toBeGreaterThan(previous.startsAt.getTime());
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
