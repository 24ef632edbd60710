import { useQueryClient } from '@tanstack/react-query';
import type { BoardOrder } from '@tiffin/core';
import { useEffect, useRef, useState } from 'react';
import { staffSession } from '@/features/staff-shell/stores/staff-session';
import { followEventStream, type StreamState } from '@/lib/event-stream';
import { putOnBoard, refetchOrderBoard } from '../api/get-order-board';

/**
 * Keeps the board current: the server's stream of each order as it is placed or changes, in the
 * member's session (lib/event-stream.ts: retried when lost, a 401 back to the staff sign-in). The
 * first connection resumes after the board's own answer, so nothing is missed between the two. A
 * connection after a lost one asks for the whole board again before it says "live" (what the server
 * could not send meanwhile), and so does the server's `resync` (its own link to the events was lost).
 * A stream the server says is deaf (`reconnecting`: its database is away) is not live until it says
 * `live` again, so the board cannot look live while it hears nothing; then the board is asked for
 * again, so that an ask the database's absence failed does not hold it back.
 */
export function useOrderStream(boardLastChangeId: number | undefined): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const [serverDeaf, setServerDeaf] = useState(false);
  const resumeAfter = useRef(boardLastChangeId);
  resumeAfter.current ??= boardLastChangeId;
  const ready = boardLastChangeId !== undefined;

  useEffect(() => {
    if (!ready) return;
    return followEventStream({
      path: '/api/v1/staff/orders/stream',
      session: staffSession,
      resumeAfter: String(resumeAfter.current),
      on: {
        order: (order) => putOnBoard(queryClient, order as BoardOrder),
        resync: () => void refetchOrderBoard(queryClient),
        reconnecting: () => setServerDeaf(true),
        // The server hears its events again, its database back: the board is asked for again at
        // once, since an ask that failed meanwhile would hold "Reconnecting" until the next one, up
        // to 30 s later (issue 47: the board 32 s late once).
        live: () => {
          setServerDeaf(false);
          void refetchOrderBoard(queryClient);
        },
      },
      onReconnect: () => refetchOrderBoard(queryClient),
      onState: (next) => {
        // A new connection is live unless the server says otherwise on it.
        if (next !== 'live') setServerDeaf(false);
        setState(next);
      },
    });
  }, [queryClient, ready]);

  return state === 'live' && serverDeaf ? 'offline' : state;
}
