import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CashUp, type CashUpRequest, cashUpSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { runQueryKey } from './get-driver-run';

export function cashUpDriver({ driverId, body }: { driverId: number; body: CashUpRequest }): Promise<CashUp> {
  return staffFetch(`/api/v1/staff/drivers/${driverId}/cash-up`, {
    method: 'POST',
    json: body,
    answer: cashUpSchema,
  });
}

/** A member's count of a driver's cash; the run is read again (nothing left to count). */
export function useCashUpDriver(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashUpDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runQueryKey(driverId) }),
  });
}
