import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import { ordersQueryKey } from './get-orders';

type CancelAnswer = { order_id: number; order_status: string };

/** The customer's own cancel: within 2 minutes of placing, while new (409 otherwise); a card order is refunded. */
export function cancelOrder(orderId: number): Promise<CancelAnswer> {
  return customerFetch(`/api/v1/customer/order/${orderId}/cancel`, { method: 'POST' });
}

export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    meta: authenticatedMeta,
    // The order, its list entry and its timeline as the server now has them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
