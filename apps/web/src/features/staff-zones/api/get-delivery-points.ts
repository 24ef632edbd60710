import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DeliveryPointsResponse, deliveryPointsResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export function getDeliveryPoints(signal?: AbortSignal): Promise<DeliveryPointsResponse> {
  return staffFetch('/api/v1/staff/zones/delivery-points', { signal, answer: deliveryPointsResponseSchema });
}

/** Where the last 90 days' deliveries went (admins), the editor's dots. */
export function useDeliveryPoints(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'zones', 'delivery-points'],
      queryFn: ({ signal }) => getDeliveryPoints(signal),
      staleTime: PAGE_DATA_STALE_MS,
      enabled,
    }),
  );
}
