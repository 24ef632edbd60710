import { type BoardOrder, staffMessages } from '@tiffin/core';
import { useEffect, useRef, useState } from 'react';
import { isOverdue } from '../utils/board-columns';
import { enableSound, playNewOrderChime, playOverdueAlarm } from '../utils/chime';

/** How often the board looks again at how long new orders have waited (and rings while one is overdue). */
const TICK_MS = 10_000;

/**
 * What makes a new order impossible to miss: the count in the tab's title, a chime for each new
 * order once the sound is on, and a repeated alarm while an order waits past the alert time. The
 * server's clock is used (its `now`, moved on by the tablet's own), so a tablet set wrong cannot
 * hide a late order.
 */
export function useOrderAlerts({
  orders,
  serverNow,
  alertMinutes,
  restaurantName,
}: {
  orders: readonly BoardOrder[];
  serverNow: string | undefined;
  alertMinutes: number;
  restaurantName: string;
}) {
  const [soundOn, setSoundOn] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const clockOffset = useRef(0);
  useEffect(() => {
    if (serverNow) clockOffset.current = Date.parse(serverNow) - Date.now();
    setNow(Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const boardNow = now + clockOffset.current;

  const pending = orders.filter((order) => order.status === 'pending');
  const overdue = pending.filter((order) => isOverdue(order, boardNow, alertMinutes));

  useEffect(() => {
    document.title = staffMessages.board.tabTitle(pending.length, restaurantName);
  }, [pending.length, restaurantName]);

  // A chime for every order that was not on the board before (not for those there when it opened).
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    const ids = new Set(pending.map((order) => order.id));
    const arrived = known.current !== null && [...ids].some((id) => !known.current?.has(id));
    if (serverNow !== undefined) known.current = new Set([...(known.current ?? []), ...ids]);
    if (arrived && soundOn) playNewOrderChime();
  });

  // While an order waits too long, the alarm rings every tick until somebody accepts or rejects it.
  const anyOverdue = overdue.length > 0;
  useEffect(() => {
    if (!soundOn || !anyOverdue) return;
    playOverdueAlarm();
    const alarm = setInterval(playOverdueAlarm, TICK_MS);
    return () => clearInterval(alarm);
  }, [soundOn, anyOverdue]);

  const toggleSound = (on: boolean) => {
    if (on) {
      enableSound();
      playNewOrderChime();
    }
    setSoundOn(on);
  };

  return { boardNow, overdueCount: overdue.length, soundOn, toggleSound };
}
