import { describe, expect, it } from 'vitest';
import { connectionState, dublinClockTime } from './connection-state';

const NOW = Date.parse('2026-07-14T17:42:30.000Z');

describe('connectionState', () => {
  it('is live while the stream is open and the server was heard within the minute', () => {
    expect(connectionState('live', NOW - 30_000, NOW)).toBe('live');
  });

  it('is reconnecting while the stream is lost, and connecting before it first opened', () => {
    expect(connectionState('offline', NOW - 10_000, NOW)).toBe('reconnecting');
    expect(connectionState('connecting', 0, NOW)).toBe('connecting');
  });

  it('is reconnecting, the stream open, while the board asked for again gets no answer', () => {
    expect(connectionState('live', NOW - 10_000, NOW, true)).toBe('reconnecting');
  });

  it('is out of touch after more than a minute without an answer or an event, even with the stream open', () => {
    expect(connectionState('offline', NOW - 60_000, NOW)).toBe('reconnecting');
    expect(connectionState('offline', NOW - 60_001, NOW)).toBe('outOfTouch');
    expect(connectionState('live', NOW - 61_000, NOW)).toBe('outOfTouch');
  });
});

describe('dublinClockTime', () => {
  it('is the time on a Dublin wall clock, 24-hour, in summer and in winter', () => {
    expect(dublinClockTime(NOW)).toBe('18:42');
    expect(dublinClockTime(Date.parse('2026-12-01T09:05:00.000Z'))).toBe('09:05');
  });
});
