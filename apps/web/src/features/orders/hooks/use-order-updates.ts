import { useQueryClient } from '@tanstack/react-query';
import type { CustomerOrder } from '@tiffin/core/contracts';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { useEffect, useRef } from 'react';
import { config } from '@/lib/config';
import { orderQueryKey } from '../api/get-order';
import { ordersQueryKey } from '../api/get-orders';

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * Keeps the customer's orders current while they are signed in: the server's Server-Sent Events
 * (each of their orders as its status changes), read with fetch so the token goes in a header. An
 * order's page shows the order the event carries at once; the lists are asked for again, and
 * `onChange` tells the caller (the header's bell, whose notification came with the change). A lost
 * connection is tried again, sooner first, resuming after the last event (Last-Event-ID); before
 * any event, what may have changed meanwhile is asked for again.
 */
export function useOrderUpdates(token: string, onChange: () => void): void {
  const queryClient = useQueryClient();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const refreshLists = () =>
      queryClient.invalidateQueries({
        queryKey: ordersQueryKey,
        predicate: (query) => query.queryKey[2] !== 'order',
      });
    void (async () => {
      let lastEventId: string | undefined;
      let retryMs = FIRST_RETRY_MS;
      for (let attempt = 0; !signal.aborted; attempt += 1) {
        try {
          const response = await fetch(`${config.apiBaseUrl}/api/v1/customer/orders/stream`, {
            headers: {
              Accept: 'text/event-stream',
              Authorization: `Bearer ${token}`,
              ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
            },
            signal,
          });
          // A session that has ended: the page's own requests take the customer to sign in again.
          if (response.status === 401 || response.status === 403) return;
          if (!response.ok || !response.body) throw new Error(`the order stream answered ${response.status}`);
          retryMs = FIRST_RETRY_MS;
          if (attempt > 0 && lastEventId === undefined) {
            await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
            onChangeRef.current();
          }
          const events = response.body
            .pipeThrough(new TextDecoderStream())
            .pipeThrough(new EventSourceParserStream())
            .getReader();
          for (;;) {
            const { value: event, done } = await events.read();
            if (done) break;
            if (event.event !== 'order') continue;
            const order = JSON.parse(event.data) as CustomerOrder;
            queryClient.setQueryData(orderQueryKey(order.id), order);
            void refreshLists();
            onChangeRef.current();
            if (event.id) lastEventId = event.id;
          }
        } catch {
          // Dropped, refused or aborted: tried again below unless the customer has left.
        }
        if (signal.aborted) return;
        await wait(retryMs);
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
      }
    })();
    return () => controller.abort();
  }, [queryClient, token]);
}
