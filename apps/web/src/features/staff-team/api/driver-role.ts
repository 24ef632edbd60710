import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { driverIdsResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

type DriverIds = { driver_ids: number[] };
const driverIdsKey = ['staff', 'driver-ids'] as const;

export const driverIdsQueryOptions = () =>
  queryOptions({
    queryKey: driverIdsKey,
    queryFn: ({ signal }): Promise<DriverIds> =>
      staffFetch('/api/v1/staff/drivers', { signal, answer: driverIdsResponseSchema }),
  });

/** The members who hold the driver role (issue 50). */
export function useDriverIds() {
  return useQuery(driverIdsQueryOptions());
}

export function setDriverRole({ staffId, driver }: { staffId: number; driver: boolean }): Promise<DriverIds> {
  return staffFetch(`/api/v1/staff/drivers/${staffId}`, {
    method: 'PUT',
    json: { driver },
    answer: driverIdsResponseSchema,
  });
}

/** An admin gives a member the driver role or takes it away; the list the server answers shows. */
export function useSetDriverRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDriverRole,
    onSuccess: (ids) => queryClient.setQueryData(driverIdsKey, ids),
  });
}
