import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffRating, staffRatingsResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export const staffRatingsQueryKey = ['staff', 'ratings'] as const;

export const staffRatingsQueryOptions = () =>
  queryOptions({
    queryKey: staffRatingsQueryKey,
    queryFn: ({ signal }): Promise<{ ratings: StaffRating[] }> =>
      staffFetch('/api/v1/staff/ratings', { signal, answer: staffRatingsResponseSchema }),
    staleTime: PAGE_DATA_STALE_MS,
  });

/** The newest ratings with their orders. */
export function useStaffRatings() {
  return useQuery(staffRatingsQueryOptions());
}
