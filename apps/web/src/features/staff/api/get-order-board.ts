import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardOrder, OrderBoardResponse } from '@tiffin/core/contracts';
import { staffFetch } from './staff-fetch';

export function getOrderBoard(signal?: AbortSignal): Promise<OrderBoardResponse> {
  return staffFetch<OrderBoardResponse>('/api/v1/staff/orders', { signal });
}

/** The board is kept current by its live stream (use-order-stream.ts), not by asking again. */
export function orderBoardQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'orders'],
    queryFn: ({ signal }) => getOrderBoard(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOrderBoard() {
  return useQuery(orderBoardQueryOptions());
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
