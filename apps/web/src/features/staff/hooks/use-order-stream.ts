import { useQueryClient } from '@tanstack/react-query';
import type { BoardOrder } from '@tiffin/core/contracts';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { useEffect, useRef, useState } from 'react';
import { config } from '@/lib/config';
import { putOnBoard } from '../api/get-order-board';
import { useStaffSession } from '../stores/staff-session';

export type StreamState = 'connecting' | 'live' | 'offline';

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 15_000;

/**
 * Keeps the board current: the server's Server-Sent Events (each order as it is placed or changes),
 * read with fetch so the staff token goes in a header (EventSource sends none). A lost connection is
 * tried again, sooner first, resuming after the last event received (Last-Event-ID), so nothing is
 * missed; the first connection resumes after the board's own answer.
 */
export function useOrderStream(token: string, boardLastChangeId: number | undefined): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const lastEventId = useRef(boardLastChangeId);
  lastEventId.current ??= boardLastChangeId;
  const ready = boardLastChangeId !== undefined;

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const { signal } = controller;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    void (async () => {
      let retryMs = FIRST_RETRY_MS;
      while (!signal.aborted) {
        try {
          const response = await fetch(`${config.apiBaseUrl}/api/v1/staff/orders/stream`, {
            headers: {
              Accept: 'text/event-stream',
              Authorization: `Bearer ${token}`,
              'Last-Event-ID': String(lastEventId.current ?? 0),
            },
            signal,
          });
          if (response.status === 401) {
            useStaffSession.getState().signOut({ ended: true });
            return;
          }
          if (!response.ok || !response.body) throw new Error(`the order stream answered ${response.status}`);
          setState('live');
          retryMs = FIRST_RETRY_MS;
          const events = response.body
            .pipeThrough(new TextDecoderStream())
            .pipeThrough(new EventSourceParserStream())
            .getReader();
          for (;;) {
            const { value: event, done } = await events.read();
            if (done) break;
            if (event.event !== 'order') continue;
            putOnBoard(queryClient, JSON.parse(event.data) as BoardOrder);
            if (event.id) lastEventId.current = Number(event.id);
          }
        } catch {
          // Dropped, refused or aborted: tried again below unless the board is gone.
        }
        if (signal.aborted) return;
        setState('offline');
        await wait(retryMs);
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
      }
    })();
    return () => controller.abort();
  }, [queryClient, token, ready]);

  return state;
}
