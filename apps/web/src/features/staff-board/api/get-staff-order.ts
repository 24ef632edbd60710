import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BoardOrder, boardOrderSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export function getStaffOrder(orderId: number, signal?: AbortSignal): Promise<BoardOrder> {
  return staffFetch(`/api/v1/staff/orders/${orderId}`, { signal, answer: boardOrderSchema });
}

export function staffOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['staff', 'order', orderId],
    queryFn: ({ signal }) => getStaffOrder(orderId, signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

/** One order as the kitchen ticket prints it. */
export function useStaffOrder(orderId: number) {
  return useQuery(staffOrderQueryOptions(orderId));
}
