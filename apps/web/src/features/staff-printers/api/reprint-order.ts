import { useMutation } from '@tanstack/react-query';
import type { ReprintResponse } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** Prints an order's kitchen ticket again on every printer switched on (issue 28). */
export function reprintOrder(orderId: number): Promise<ReprintResponse> {
  return staffFetch(`/api/v1/staff/orders/${orderId}/reprint`, { method: 'POST' });
}

export function useReprintOrder() {
  return useMutation({ mutationFn: reprintOrder });
}
