import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffAction, staffActionsResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export function getStaffActions(signal?: AbortSignal): Promise<{ actions: StaffAction[] }> {
  return staffFetch('/api/v1/staff/actions', { signal, answer: staffActionsResponseSchema });
}

export function staffActionsQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'actions'],
    queryFn: ({ signal }) => getStaffActions(signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

/** What the staff did, newest first (admins only). */
export function useStaffActions() {
  return useQuery(staffActionsQueryOptions());
}
