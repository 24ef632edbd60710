import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderRefunds, orderRefundsResponseSchema, type PartRefundRequest } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { refetchOrderBoard } from './get-order-board';
import { orderRefundsQueryOptions } from './get-order-refunds';

export function refundOrderPart({ orderId, body }: { orderId: number; body: PartRefundRequest }) {
  return staffFetch(`/api/v1/staff/orders/${orderId}/refunds`, {
    method: 'POST',
    json: body,
    answer: orderRefundsResponseSchema,
  });
}

/** Refunds part of an order; its refunds as they now are replace the dialog's, and the board is read again. */
export function useRefundOrderPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrderPart,
    onSuccess: (refunds: OrderRefunds) => {
      queryClient.setQueryData(orderRefundsQueryOptions(refunds.order_id).queryKey, refunds);
      return refetchOrderBoard(queryClient);
    },
  });
}
