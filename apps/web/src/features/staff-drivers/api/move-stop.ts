import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DriverRun, driverRunSchema, type MoveStopRequest } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { type RunOf, runQueryKey } from './get-driver-run';

export type StopMove = { deliveryId: number; direction: MoveStopRequest['direction'] };

/** The driver moves a stop of their run one place earlier or later. */
export function moveStop({ deliveryId, direction }: StopMove): Promise<DriverRun> {
  return staffFetch(`/api/v1/staff/deliveries/${deliveryId}/move`, {
    method: 'POST',
    json: { direction },
    answer: driverRunSchema,
  });
}

/** The run the server answers with is shown at once, in its new order. */
export function useMoveStop(of: RunOf) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStop,
    onSuccess: (run) => queryClient.setQueryData(runQueryKey(of), run),
  });
}
