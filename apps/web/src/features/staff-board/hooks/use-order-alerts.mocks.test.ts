import { act, renderHook } from '@testing-library/react';
import type { BoardOrder } from '@tiffin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBoardOrder } from '@/testing/fixtures';
import { useSoundPreference } from '../stores/sound-preference';
import { playNewOrderChime, playOverdueAlarm } from '../utils/chime';
import { ALARM_REPEAT_MS, CHIME_REPEAT_MS, useOrderAlerts } from './use-order-alerts';

vi.mock('../utils/chime', () => ({
  enableSound: vi.fn(async () => undefined),
  playNewOrderChime: vi.fn(),
  playOverdueAlarm: vi.fn(),
  resumeSoundOnFirstGesture: vi.fn(() => () => undefined),
  soundWaiting: vi.fn(() => false),
  subscribeToSound: vi.fn(() => () => undefined),
}));

const PLACED = Date.parse('2026-11-23T18:00:00.000Z');
const minutes = (count: number) => count * 60_000;

function alertsFor(orders: BoardOrder[], boardNow = PLACED + minutes(1)) {
  return renderHook(
    (props: { orders: BoardOrder[]; boardNow: number }) =>
      useOrderAlerts({ ...props, alertMinutes: 4, ready: true }),
    {
      initialProps: { orders, boardNow },
    },
  );
}

describe('useOrderAlerts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(playNewOrderChime).mockClear();
    vi.mocked(playOverdueAlarm).mockClear();
    useSoundPreference.setState({ on: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    useSoundPreference.setState({ on: false });
  });

  it('chimes when an order arrives, and every 20 s after until it is accepted', () => {
    const view = alertsFor([]);
    expect(playNewOrderChime).not.toHaveBeenCalled();
    view.rerender({ orders: [buildBoardOrder({ id: 1 })], boardNow: PLACED + minutes(1) });
    expect(playNewOrderChime).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS));
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS));
    expect(playNewOrderChime).toHaveBeenCalledTimes(3);
    view.rerender({
      orders: [buildBoardOrder({ id: 1, status: 'confirmed' })],
      boardNow: PLACED + minutes(2),
    });
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 3));
    expect(playNewOrderChime).toHaveBeenCalledTimes(3);
    expect(view.result.current.pending).toEqual([]);
  });

  it('does not chime for the orders already there when the board opened, but repeats for them', () => {
    alertsFor([buildBoardOrder({ id: 1 })]);
    expect(playNewOrderChime).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS));
    expect(playNewOrderChime).toHaveBeenCalledTimes(1);
  });

  it('sounds the alarm instead, every 10 s, once an order waits past the alert time', () => {
    const view = alertsFor([buildBoardOrder({ id: 1 })], PLACED + minutes(4));
    expect(view.result.current.overdueCount).toBe(1);
    expect(playOverdueAlarm).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(ALARM_REPEAT_MS * 2));
    expect(playOverdueAlarm).toHaveBeenCalledTimes(3);
    expect(playNewOrderChime).not.toHaveBeenCalled();
  });

  it('stays silent with the sound off, and keeps the choice on the device', () => {
    useSoundPreference.setState({ on: false });
    const view = alertsFor([buildBoardOrder({ id: 1 })]);
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 2));
    expect(playNewOrderChime).not.toHaveBeenCalled();
    act(() => view.result.current.toggleSound(true));
    expect(window.localStorage.getItem('staff_sound')).toBe('on');
    expect(view.result.current.soundOn).toBe(true);
    act(() => view.result.current.toggleSound(false));
    expect(window.localStorage.getItem('staff_sound')).toBe('off');
  });

  it('lists the new orders longest waiting first', () => {
    const view = alertsFor([
      buildBoardOrder({ id: 2, placed_at: '2026-11-23T18:00:30.000Z' }),
      buildBoardOrder({ id: 1, placed_at: '2026-11-23T18:00:00.000Z' }),
      buildBoardOrder({ id: 3, status: 'processing' }),
    ]);
    expect(view.result.current.pending.map((order) => order.id)).toEqual([1, 2]);
  });
});
