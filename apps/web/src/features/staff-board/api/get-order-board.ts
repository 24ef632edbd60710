import { type QueryClient, queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { type BoardOrder, type OrderBoardResponse, orderBoardResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** The board's answer, with when it came by this device's clock (the server's `now` is then). */
export type OrderBoard = OrderBoardResponse & { receivedAtMs: number };

export async function getOrderBoard(signal?: AbortSignal): Promise<OrderBoard> {
  const answer = await staffFetch('/api/v1/staff/orders', { signal, answer: orderBoardResponseSchema });
  return { ...answer, receivedAtMs: Date.now() };
}

/** How often the board is asked for again, whatever the stream says (and the "someone is watching" signal). */
export const BOARD_REFETCH_MS = 30_000;

/**
 * The board is kept current by its live stream (use-order-stream.ts), and asked for again only to
 * catch what a stream may have missed (the staff layout's watch: on reconnecting, on the page
 * becoming visible, every 30 s). An answer never undoes an event that came while it was on its way.
 */
export function orderBoardQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'orders'],
    queryFn: ({ signal }) => getOrderBoard(signal),
    staleTime: Number.POSITIVE_INFINITY,
    structuralSharing: (kept: unknown, fresh: unknown) =>
      replaceEqualDeep(kept, mergeBoard(kept as OrderBoard | undefined, fresh as OrderBoard)),
  });
}

/**
 * The board as the staff layout watches it, on every staff page: asked for again every 30 s, also
 * in a hidden tab (the server counts these calls as a board being watched), and whenever the page
 * becomes visible or the browser is back online, however fresh the answer.
 */
export function watchedOrderBoardQueryOptions() {
  return queryOptions({
    ...orderBoardQueryOptions(),
    refetchInterval: BOARD_REFETCH_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
}

export function useOrderBoard() {
  return useQuery(orderBoardQueryOptions());
}

/** Asks for the whole board again (the stream reconnected, or the server said to catch up). */
export function refetchOrderBoard(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: orderBoardQueryOptions().queryKey });
}

/**
 * A fresh answer over the board kept: the answer's orders, except where the board holds a newer
 * state of an order (an event heard while the answer was on its way), and the orders the board
 * heard of after the answer was read. An order the answer leaves out that it knew of is gone from
 * the board (finished yesterday).
 */
export function mergeBoard(kept: OrderBoard | undefined, fresh: OrderBoard): OrderBoard {
  if (!kept) return fresh;
  const keptById = new Map(kept.orders.map((order) => [order.id, order]));
  const freshIds = new Set(fresh.orders.map((order) => order.id));
  const orders = fresh.orders.map((order) => {
    const known = keptById.get(order.id);
    return known && known.change_id > order.change_id ? known : order;
  });
  for (const order of kept.orders) {
    if (!freshIds.has(order.id) && order.change_id > fresh.last_change_id) orders.push(order);
  }
  return { ...fresh, orders, last_change_id: Math.max(kept.last_change_id, fresh.last_change_id) };
}

/** Puts an order as the server now has it on the board: a newer state replaces an older one. */
export function putOnBoard(queryClient: QueryClient, order: BoardOrder): void {
  queryClient.setQueryData(orderBoardQueryOptions().queryKey, (board) => {
    if (!board) return board;
    const known = board.orders.find((row) => row.id === order.id);
    if (known && known.change_id > order.change_id) return board;
    const orders = known
      ? board.orders.map((row) => (row.id === order.id ? order : row))
      : [...board.orders, order];
    return { ...board, orders, last_change_id: Math.max(board.last_change_id, order.change_id) };
  });
}
