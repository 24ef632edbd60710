import { dublinWallClock, MINUTE_MS } from '@tiffin/core';
import type { StreamState } from '@/lib/event-stream';

/**
 * What the staff see of their link to the server: `live` (the stream open), `connecting` (not yet
 * opened), `reconnecting` (lost, being tried again), `outOfTouch` (nothing heard from the server, no
 * answer and no event, for more than a minute: new orders may be waiting unseen).
 */
export type ConnectionState = 'live' | 'connecting' | 'reconnecting' | 'outOfTouch';

/** Out of touch after this long without an answer or an event (the board is asked for every 30 s). */
export const OUT_OF_TOUCH_MS = MINUTE_MS;

/**
 * `lastUpdateAt`: when the board last heard from the server (an answer or an event), by this
 * device's clock, as `now`; `boardFailing`: the last time the board was asked for, the server did
 * not answer it (down, or its database away), whatever the stream says. Even with the stream open,
 * a minute without a single answer means the server is not reachable as it should be (its stream
 * may be deaf too).
 */
export function connectionState(
  stream: StreamState,
  lastUpdateAt: number,
  now: number,
  boardFailing = false,
): ConnectionState {
  if (lastUpdateAt > 0 && now - lastUpdateAt > OUT_OF_TOUCH_MS) return 'outOfTouch';
  if (stream === 'live' && !boardFailing) return 'live';
  return stream === 'connecting' ? 'connecting' : 'reconnecting';
}

/** '18:42': the Dublin time of day of an instant, as the kitchen's clock on the wall shows it. */
export const dublinClockTime = (instant: number): string => dublinWallClock(new Date(instant)).time;
