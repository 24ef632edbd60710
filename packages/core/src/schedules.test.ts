import { describe, expect, it } from 'vitest';
import { scheduleRequestSchema } from './contracts/schedules.ts';
import { dublinInstant } from './dublin-time.ts';
import { availabilityNote, availabilityTimeline, nextOfferedAt, offeredAt, soldOutDay } from './schedules.ts';

// 2026-11-23 is a Monday; Dublin is on UTC in winter.
const lunch = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '12:00', to: '15:00' }));
const sunday = [{ weekday: 7, from: '12:00', to: '21:00' }];

describe('offeredAt', () => {
  it('offers a dish with no windows, its own or its category’s, at any time', () => {
    expect(offeredAt({ dish: [], category: [] }, '2026-11-29', '03:00')).toBe(true);
  });

  it('offers a lunch dish from its start up to, not at, its end, on its weekdays', () => {
    const schedule = { dish: lunch, category: [] };
    expect(offeredAt(schedule, '2026-11-23', '11:59')).toBe(false);
    expect(offeredAt(schedule, '2026-11-23', '12:00')).toBe(true);
    expect(offeredAt(schedule, '2026-11-23', '14:45')).toBe(true);
    expect(offeredAt(schedule, '2026-11-23', '15:00')).toBe(false);
    expect(offeredAt(schedule, '2026-11-28', '13:00')).toBe(false);
  });

  it('needs both the dish’s and its category’s windows', () => {
    const schedule = { dish: [{ weekday: 1, from: '13:00', to: '20:00' }], category: lunch };
    expect(offeredAt(schedule, '2026-11-23', '12:30')).toBe(false);
    expect(offeredAt(schedule, '2026-11-23', '13:30')).toBe(true);
    expect(offeredAt(schedule, '2026-11-23', '16:00')).toBe(false);
  });
});

describe('availabilityNote', () => {
  it('says nothing while the dish is offered', () => {
    expect(availabilityNote({ dish: lunch, category: [] }, dublinInstant('2026-11-23', '12:30'))).toBeNull();
  });

  it('says "Available from 12:00" before its hours today', () => {
    expect(availabilityNote({ dish: lunch, category: [] }, dublinInstant('2026-11-23', '09:15'))).toBe(
      'Available from 12:00',
    );
  });

  it('names the day when it is next offered on another', () => {
    expect(availabilityNote({ dish: sunday, category: [] }, dublinInstant('2026-11-25', '13:00'))).toBe(
      'Available Sunday from 12:00',
    );
    expect(availabilityNote({ dish: lunch, category: [] }, dublinInstant('2026-11-27', '16:00'))).toBe(
      'Available Monday from 12:00',
    );
  });

  it('finds where the dish’s and its category’s hours first meet', () => {
    const schedule = { dish: [{ weekday: 1, from: '13:00', to: '20:00' }], category: lunch };
    expect(nextOfferedAt(schedule, dublinInstant('2026-11-23', '10:00'))).toEqual({
      date: '2026-11-23',
      time: '13:00',
    });
    expect(availabilityNote({ dish: sunday, category: lunch }, dublinInstant('2026-11-23', '10:00'))).toBe(
      'Not available online at present',
    );
  });
});

describe('availabilityTimeline', () => {
  const at = (date: string, time: string) => dublinInstant(date, time).toISOString();

  it('gives the note now and each change through the coming day', () => {
    expect(availabilityTimeline({ dish: lunch, category: [] }, dublinInstant('2026-11-23', '09:15'))).toEqual(
      [
        { from: at('2026-11-23', '09:15'), note: 'Available from 12:00' },
        { from: at('2026-11-23', '12:00'), note: null },
        { from: at('2026-11-23', '15:00'), note: 'Available Tuesday from 12:00' },
        { from: at('2026-11-24', '00:00'), note: 'Available from 12:00' },
      ],
    );
  });

  it('turns a Friday evening’s "Available Monday" into nothing new over the weekend’s midnights', () => {
    expect(availabilityTimeline({ dish: lunch, category: [] }, dublinInstant('2026-11-27', '16:00'))).toEqual(
      [{ from: at('2026-11-27', '16:00'), note: 'Available Monday from 12:00' }],
    );
  });

  it('follows the clocks going back: the windows are Dublin’s wall clock', () => {
    // Sunday 25 October 2026: Dublin goes from UTC+1 to UTC at 02:00.
    const steps = availabilityTimeline({ dish: sunday, category: [] }, dublinInstant('2026-10-25', '00:30'));
    expect(steps[1]).toEqual({ from: '2026-10-25T12:00:00.000Z', note: null });
  });

  it('is one step for a dish whose hours never meet its category’s', () => {
    expect(
      availabilityTimeline({ dish: sunday, category: lunch }, dublinInstant('2026-11-23', '10:00')),
    ).toEqual([{ from: at('2026-11-23', '10:00'), note: 'Not available online at present' }]);
  });
});

describe('scheduleRequestSchema', () => {
  it('takes weekdays 1 to 7 and a time range within a day', () => {
    expect(scheduleRequestSchema.safeParse({ windows: lunch }).success).toBe(true);
    expect(scheduleRequestSchema.safeParse({ windows: [] }).success).toBe(true);
  });

  it('refuses weekday 0, a bad time and an end before its start', () => {
    const refused = (window: unknown) =>
      scheduleRequestSchema.safeParse({ windows: [window] }).error?.issues[0];
    expect(refused({ weekday: 0, from: '12:00', to: '15:00' })?.message).toBe(
      'A weekday from 1 (Monday) to 7 (Sunday)',
    );
    expect(refused({ weekday: 1, from: '12', to: '15:00' })?.message).toBe('A time as HH:mm');
    expect(refused({ weekday: 1, from: '15:00', to: '12:00' })?.message).toBe(
      'The end comes after the start',
    );
  });
});

describe('the day a dish sold out for today is back', () => {
  const monday = new Date('2026-11-23T12:00:00Z');
  it('is tomorrow, then a weekday within the week, then a date', () => {
    expect(soldOutDay(new Date('2026-11-24T17:00:00Z'), monday)).toBe('tomorrow');
    expect(soldOutDay(new Date('2026-11-25T17:00:00Z'), monday)).toBe('Wednesday');
    expect(soldOutDay(new Date('2026-12-02T17:00:00Z'), monday)).toBe('02 Dec 2026');
  });

  it('reads Dublin’s days: 23:30 on Monday is still Monday, so Tuesday is tomorrow', () => {
    expect(soldOutDay(new Date('2026-11-24T12:00:00Z'), new Date('2026-11-23T23:30:00Z'))).toBe('tomorrow');
  });
});
