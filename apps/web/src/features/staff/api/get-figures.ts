import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Figures } from '@tiffin/core/contracts';
import { staffFetch } from './staff-fetch';

export function getFigures(days: number, signal?: AbortSignal): Promise<Figures> {
  return staffFetch(`/api/v1/staff/figures?days=${days}`, { signal });
}

/** Page views, orders and revenue per Dublin day for the last `days` days (admins). */
export function useFigures(days: number) {
  return useQuery(
    queryOptions({ queryKey: ['staff', 'figures', days], queryFn: ({ signal }) => getFigures(days, signal) }),
  );
}
