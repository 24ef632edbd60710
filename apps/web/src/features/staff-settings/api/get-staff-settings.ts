import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffSettings, staffSettingsResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export function getStaffSettings(signal?: AbortSignal): Promise<StaffSettings> {
  return staffFetch('/api/v1/staff/settings', { signal, answer: staffSettingsResponseSchema });
}

export function staffSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'settings'],
    queryFn: ({ signal }) => getStaffSettings(signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

/** The ordering settings, the opening hours and the closed dates ahead. */
export function useStaffSettings() {
  return useQuery(staffSettingsQueryOptions());
}
