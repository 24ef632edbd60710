import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DriverRun, driverRunSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** How often a run is read again: an order the kitchen puts on it shows within this. */
export const RUN_REFRESH_MS = 5_000;

/** Whose run: the signed-in driver's own ('me'), or a driver's by id (the cash-up's page). */
export type RunOf = number | 'me';

export const runQueryKey = (of: RunOf) => ['staff', 'run', of] as const;

export const driverRunQueryOptions = (of: RunOf) =>
  queryOptions({
    queryKey: runQueryKey(of),
    queryFn: ({ signal }): Promise<DriverRun> =>
      staffFetch(of === 'me' ? '/api/v1/staff/run' : `/api/v1/staff/drivers/${of}/run`, {
        signal,
        answer: driverRunSchema,
      }),
    refetchInterval: RUN_REFRESH_MS,
    retry: false,
  });

export function useDriverRun(of: RunOf) {
  return useQuery(driverRunQueryOptions(of));
}
