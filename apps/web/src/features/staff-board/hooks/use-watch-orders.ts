import { useQuery } from '@tanstack/react-query';
import type { BoardOrder } from '@tiffin/core';
import { useEffect, useState } from 'react';
import { watchedOrderBoardQueryOptions } from '../api/get-order-board';
import { type ConnectionState, connectionState } from '../utils/connection-state';
import { useOrderAlerts } from './use-order-alerts';
import { useOrderStream } from './use-order-stream';

/** How often the ages, the alarm and the link's state are looked at again. */
const TICK_MS = 5000;

/** What every staff page knows of the orders (the staff layout's watch, components/order-watch.tsx). */
export type OrderWatch = {
  /** The server's time now (its `now`, moved on by this device's clock), for every age and alarm */
  boardNow: number;
  alertMinutes: number;
  /** The new orders, longest waiting first */
  pending: BoardOrder[];
  overdueCount: number;
  connection: ConnectionState;
  /** When the server was last heard from (an answer or an event), by the server's clock; null before */
  lastUpdateAt: number | null;
  soundOn: boolean;
  soundWaiting: boolean;
  toggleSound: (on: boolean) => void;
};

/**
 * Watches the orders for the staff layout, whichever page is open: the board asked for (again every
 * 30 s, on becoming visible, on reconnecting), its live stream, a clock that keeps ticking, and the
 * alerts. Every age is the server's: the offset of its `now` from this device's clock is taken when
 * an answer comes (`receivedAtMs`), so a tablet set wrong, or a page left for minutes, cannot stop
 * the clock.
 */
export function useWatchOrders(): OrderWatch {
  const board = useQuery(watchedOrderBoardQueryOptions());
  const stream = useOrderStream(board.data?.last_change_id);
  const clockOffsetMs = board.data ? Date.parse(board.data.now) - board.data.receivedAtMs : 0;
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // A fresh answer or event shows at once, not at the next tick.
  const lastUpdateAt = board.dataUpdatedAt;
  const now = Math.max(deviceNow, lastUpdateAt);
  const boardNow = now + clockOffsetMs;
  const alertMinutes = board.data?.accept_alert_minutes ?? Number.POSITIVE_INFINITY;
  const alerts = useOrderAlerts({
    orders: board.data?.orders ?? [],
    boardNow,
    alertMinutes,
    ready: board.data !== undefined,
  });
  return {
    boardNow,
    alertMinutes,
    ...alerts,
    // Failing while its retries go on, and until an answer comes again.
    connection: connectionState(stream, lastUpdateAt, now, board.failureCount > 0),
    lastUpdateAt: lastUpdateAt > 0 ? lastUpdateAt + clockOffsetMs : null,
  };
}
