import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DriverRun, driverRunSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { type RunOf, runQueryKey } from './get-driver-run';

/** A driver's step on a stop: picked up, delivered, or could not deliver (with the reason). */
export type DeliveryStep =
  | { deliveryId: number; step: 'picked-up' | 'delivered' }
  | { deliveryId: number; step: 'not-delivered'; reason: string };

export function stepDelivery(change: DeliveryStep): Promise<DriverRun> {
  return staffFetch(`/api/v1/staff/deliveries/${change.deliveryId}/${change.step}`, {
    method: 'POST',
    ...(change.step === 'not-delivered' ? { json: { reason: change.reason } } : {}),
    answer: driverRunSchema,
  });
}

/** The run the server answers with is shown at once. */
export function useStepDelivery(of: RunOf) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stepDelivery,
    onSuccess: (run) => queryClient.setQueryData(runQueryKey(of), run),
  });
}
