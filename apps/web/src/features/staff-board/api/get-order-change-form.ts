import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderChangeForm, orderChangeFormSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

export function getOrderChangeForm(orderId: number, signal?: AbortSignal): Promise<OrderChangeForm> {
  return staffFetch(`/api/v1/staff/orders/${orderId}/change`, { signal, answer: orderChangeFormSchema });
}

/** The order as a change starts from it (its version, its lines as a cart) and the dishes to add. */
export function useOrderChangeForm(orderId: number) {
  return useQuery({
    ...queryOptions({
      queryKey: ['staff', 'order', orderId, 'change'],
      queryFn: ({ signal }) => getOrderChangeForm(orderId, signal),
    }),
    // Read afresh each time the dialog opens: its version must be the order's now.
    staleTime: 0,
    gcTime: 0,
  });
}
