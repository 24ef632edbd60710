import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeliveryBoard, deliveryBoardSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { deliveriesQueryKey } from './get-deliveries';

export function assignDriver({
  orderId,
  driverId,
}: {
  orderId: number;
  driverId: number;
}): Promise<DeliveryBoard> {
  return staffFetch(`/api/v1/staff/orders/${orderId}/driver`, {
    method: 'POST',
    json: { driver_id: driverId },
    answer: deliveryBoardSchema,
  });
}

/** Puts an order on a driver's run; the runs the server answers with show at once. */
export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDriver,
    onSuccess: (board) => queryClient.setQueryData(deliveriesQueryKey, board),
  });
}
