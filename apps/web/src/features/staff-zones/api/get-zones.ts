import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffZonesResponse, staffZonesResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export function getZones(signal?: AbortSignal): Promise<StaffZonesResponse> {
  return staffFetch('/api/v1/staff/zones', { signal, answer: staffZonesResponseSchema });
}

export function zonesQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'zones'],
    queryFn: ({ signal }) => getZones(signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

/** Every delivery zone, oldest first. */
export function useZones() {
  return useQuery(zonesQueryOptions());
}
