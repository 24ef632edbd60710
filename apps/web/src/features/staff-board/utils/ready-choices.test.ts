import { describe, expect, it } from 'vitest';
import { readyChoices } from './ready-choices';

const NOW = Date.parse('2026-11-23T18:00:00.000Z');
const dueIn = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('readyChoices', () => {
  it('offers no time before the time asked: for 7 pm at noon, only that time', () => {
    const noon = Date.parse('2026-11-23T12:00:00.000Z');
    expect(
      readyChoices({ scheduled_at: '2026-11-23T19:00:00.000Z', fulfilment: 'collection' }, noon),
    ).toEqual({ choices: ['asked'], chosen: 'asked' });
  });

  it('offers the time asked and the minutes that end at or after it', () => {
    expect(readyChoices({ scheduled_at: dueIn(30), fulfilment: 'collection' }, NOW)).toEqual({
      choices: ['asked', 30, 45, 60],
      chosen: 'asked',
    });
    expect(readyChoices({ scheduled_at: dueIn(30), fulfilment: 'delivery' }, NOW)).toEqual({
      choices: ['asked', 30, 45, 60],
      chosen: 45,
    });
    expect(readyChoices({ scheduled_at: dueIn(10), fulfilment: 'collection' }, NOW)).toEqual({
      choices: ['asked', 10, 15, 20, 30, 45, 60],
      chosen: 20,
    });
  });

  it('offers every number of minutes, and not the time asked, once that time has passed', () => {
    expect(readyChoices({ scheduled_at: dueIn(-5), fulfilment: 'collection' }, NOW)).toEqual({
      choices: [10, 15, 20, 30, 45, 60],
      chosen: 20,
    });
  });
});
