import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffMember, staffMembersResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export function getStaffMembers(signal?: AbortSignal): Promise<{ staff: StaffMember[] }> {
  return staffFetch('/api/v1/staff/members', { signal, answer: staffMembersResponseSchema });
}

export function staffMembersQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'members'],
    queryFn: ({ signal }) => getStaffMembers(signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

/** Every member of staff (admins only). */
export function useStaffMembers() {
  return useQuery(staffMembersQueryOptions());
}
