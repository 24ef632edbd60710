import type { BoardOrder } from '@tiffin/core';
import { useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import { useSoundPreference } from '../stores/sound-preference';
import { boardColumns, isOverdue } from '../utils/board-columns';
import {
  enableSound,
  playNewOrderChime,
  playOverdueAlarm,
  resumeSoundOnFirstGesture,
  soundWaiting,
  subscribeToSound,
} from '../utils/chime';

/** How often the chime sounds again while a new order waits to be accepted or rejected. */
export const CHIME_REPEAT_MS = 20_000;
/** How often the alarm sounds while an order waits past the alert time. */
export const ALARM_REPEAT_MS = 10_000;

/**
 * What makes a new order impossible to miss, on every staff page (the staff layout holds it): the
 * new orders, longest waiting first, and those past the alert time by the server's clock; with the
 * sound on (remembered on this device), a chime when one arrives, again every 20 s until every new
 * order is accepted or rejected, and the harsher alarm every 10 s while one is overdue.
 */
export function useOrderAlerts({
  orders,
  boardNow,
  alertMinutes,
  ready,
}: {
  orders: readonly BoardOrder[];
  boardNow: number;
  alertMinutes: number;
  /** The board's first answer has come: the orders it holds are not new arrivals. */
  ready: boolean;
}) {
  const soundOn = useSoundPreference((state) => state.on);
  const setSoundOn = useSoundPreference((state) => state.setOn);
  const waiting = useSyncExternalStore(subscribeToSound, () => soundOn && soundWaiting());

  // Remembered on: the browser may hold the sound back until the page is touched.
  useEffect(() => (soundOn ? resumeSoundOnFirstGesture() : undefined), [soundOn]);

  const pending = boardColumns(orders).pending;
  const overdueCount = pending.filter((order) => isOverdue(order, boardNow, alertMinutes)).length;

  // A chime for every order that was not on the board before (not for those there when it opened).
  const known = useRef<Set<number> | null>(null);
  const [arrivals, countArrival] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const ids = pending.map((order) => order.id);
    const arrived = known.current !== null && ids.some((id) => !known.current?.has(id));
    if (ready) known.current = new Set([...(known.current ?? []), ...ids]);
    if (arrived) countArrival();
  });

  // The chime at each arrival and every 20 s after while new orders wait; the alarm instead while
  // one is overdue. An arrival starts the 20 s again.
  const anyPending = pending.length > 0;
  const anyOverdue = overdueCount > 0;
  const lastArrivals = useRef(arrivals);
  useEffect(() => {
    const arrived = arrivals !== lastArrivals.current;
    lastArrivals.current = arrivals;
    if (!soundOn || !anyPending) return;
    if (anyOverdue) {
      playOverdueAlarm();
      const alarm = setInterval(playOverdueAlarm, ALARM_REPEAT_MS);
      return () => clearInterval(alarm);
    }
    if (arrived) playNewOrderChime();
    const chime = setInterval(playNewOrderChime, CHIME_REPEAT_MS);
    return () => clearInterval(chime);
  }, [soundOn, anyPending, anyOverdue, arrivals]);

  const toggleSound = (on: boolean) => {
    if (on) void enableSound().then(playNewOrderChime);
    setSoundOn(on);
  };

  return { pending, overdueCount, soundOn, soundWaiting: waiting, toggleSound };
}
