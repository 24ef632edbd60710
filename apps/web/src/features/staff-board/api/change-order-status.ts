import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptOrderRequest, AdvanceOrderRequest, BoardOrder, CancelOrderRequest } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { putOnBoard } from './get-order-board';

/**
 * The three status calls of the board: accept (with a ready time), advance (to the status named),
 * cancel (with a reason). Each answers the order as it now is, which goes on the board at once;
 * the live stream brings the same state to every other screen.
 */
export type StatusChange =
  | { kind: 'accept'; orderId: number; body: AcceptOrderRequest }
  | { kind: 'advance'; orderId: number; body: AdvanceOrderRequest }
  | { kind: 'cancel'; orderId: number; body: CancelOrderRequest };

export function changeOrderStatus({ kind, orderId, body }: StatusChange): Promise<BoardOrder> {
  return staffFetch<BoardOrder>(`/api/v1/staff/orders/${orderId}/${kind}`, { method: 'POST', json: body });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: (order) => putOnBoard(queryClient, order),
  });
}
