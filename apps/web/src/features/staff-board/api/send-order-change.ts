import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderChangePayload, type OrderChangeResponse, orderChangeResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** The difference a change would make (`preview`), or the change made; refusals carry the rule's message. */
export function sendOrderChange({
  orderId,
  body,
  preview,
}: {
  orderId: number;
  body: OrderChangePayload;
  preview: boolean;
}): Promise<OrderChangeResponse> {
  return staffFetch(`/api/v1/staff/orders/${orderId}/change${preview ? '/preview' : ''}`, {
    method: 'POST',
    json: body,
    answer: orderChangeResponseSchema,
  });
}

export function usePreviewOrderChange() {
  return useMutation({
    mutationFn: (input: { orderId: number; body: OrderChangePayload }) =>
      sendOrderChange({ ...input, preview: true }),
  });
}

/** Saving: the board and the order's ticket are read again (the live stream brings them to the others). */
export function useSaveOrderChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: number; body: OrderChangePayload }) =>
      sendOrderChange({ ...input, preview: false }),
    onSuccess: (_answer, { orderId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'order', orderId] }),
      ]),
  });
}
