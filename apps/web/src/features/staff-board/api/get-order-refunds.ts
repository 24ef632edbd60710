import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderRefunds, orderRefundsResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

export function getOrderRefunds(orderId: number, signal?: AbortSignal): Promise<OrderRefunds> {
  return staffFetch(`/api/v1/staff/orders/${orderId}/refunds`, {
    signal,
    answer: orderRefundsResponseSchema,
  });
}

export function orderRefundsQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['staff', 'order', orderId, 'refunds'],
    queryFn: ({ signal }) => getOrderRefunds(orderId, signal),
    // What may still be refunded moves with every refund: asked afresh each time the dialog opens.
    staleTime: 0,
  });
}

/** An order's part refunds, what was paid and what may still go back (issue 49). */
export function useOrderRefunds(orderId: number) {
  return useQuery(orderRefundsQueryOptions(orderId));
}
