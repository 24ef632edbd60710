import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DeliveryBoard, deliveryBoardSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** How often the drivers' runs are read again: a driver's step shows on the board within this. */
export const DELIVERIES_REFRESH_MS = 5_000;

export const deliveriesQueryKey = ['staff', 'deliveries'] as const;

export const deliveriesQueryOptions = () =>
  queryOptions({
    queryKey: deliveriesQueryKey,
    queryFn: ({ signal }): Promise<DeliveryBoard> =>
      staffFetch('/api/v1/staff/deliveries', { signal, answer: deliveryBoardSchema }),
    refetchInterval: DELIVERIES_REFRESH_MS,
  });

/** The drivers with their runs and states, and each order's delivery (issue 50). */
export function useDeliveries() {
  return useQuery(deliveriesQueryOptions());
}
