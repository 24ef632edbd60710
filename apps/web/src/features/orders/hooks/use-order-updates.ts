import { useQueryClient } from '@tanstack/react-query';
import type { CustomerOrder } from '@tiffin/core';
import { useEffect, useRef } from 'react';
import type { ApiSession } from '@/lib/api-session';
import { followEventStream } from '@/lib/event-stream';
import { MENU_QUERY_PREFIX } from '@/lib/menu-cache';
import { orderQueryKey, ordersQueryKey } from '../api/get-orders';

/**
 * Keeps the customer's orders current while they are signed in: the server's stream of each of
 * their orders as its status changes, in the customer's session (lib/event-stream.ts: retried when
 * lost, a 401 signs the customer out). An order's page shows the order the event carries at once;
 * the lists are asked for again, and `onChange` tells the caller (the header's bell, whose
 * notification came with the change). A connection that could not resume after an event, and the
 * server's `resync` (data `{}`: it cannot say what was missed), ask again for what may have changed.
 *
 * The same stream says when the restaurant's settings change (`settings`, data `{}`): told to
 * `onSettingsChanged`, as after any reconnection (a change between two connections is not resumed),
 * and when the menu changes (`menu`): the menu's answers are asked for again.
 */
export function useOrderUpdates(
  session: ApiSession,
  onChange: () => void,
  onSettingsChanged: () => void = () => undefined,
): void {
  const queryClient = useQueryClient();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onSettingsChangedRef = useRef(onSettingsChanged);
  onSettingsChangedRef.current = onSettingsChanged;

  useEffect(
    () =>
      followEventStream({
        path: '/api/v1/customer/orders/stream',
        session,
        on: {
          order: (data) => {
            const order = data as CustomerOrder;
            queryClient.setQueryData(orderQueryKey(order.id), order);
            void queryClient.invalidateQueries({
              queryKey: ordersQueryKey,
              predicate: (query) => query.queryKey[2] !== 'order',
            });
            onChangeRef.current();
          },
          // The server could not tell what was missed (an id too old, its events lost for a while):
          // every order shown is asked for again.
          resync: () => {
            void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
            onChangeRef.current();
          },
          settings: () => onSettingsChangedRef.current(),
          // A dish 86'd, sold out or edited (issue 47): an open menu or basket stops offering it now.
          menu: () => void queryClient.invalidateQueries({ queryKey: MENU_QUERY_PREFIX }),
        },
        onReconnect: async (resumed) => {
          onSettingsChangedRef.current();
          if (resumed) return;
          await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
          onChangeRef.current();
        },
      }),
    [queryClient, session],
  );
}
