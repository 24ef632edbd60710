import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffMenuResponse, staffMenuResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export function getStaffMenu(signal?: AbortSignal): Promise<StaffMenuResponse> {
  return staffFetch('/api/v1/staff/menu', { signal, answer: staffMenuResponseSchema });
}

export function staffMenuQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'menu'],
    queryFn: ({ signal }) => getStaffMenu(signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

/** Every dish, on the menu or 86'd, with its options' stock. */
export function useStaffMenu() {
  return useQuery(staffMenuQueryOptions());
}
