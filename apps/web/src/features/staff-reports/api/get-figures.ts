import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Figures, figuresResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export function getFigures(days: number, signal?: AbortSignal): Promise<Figures> {
  return staffFetch(`/api/v1/staff/figures?days=${days}`, { signal, answer: figuresResponseSchema });
}

/** Page views, orders and revenue per Dublin day for the last `days` days (admins). */
export function figuresQueryOptions(days: number) {
  return queryOptions({
    queryKey: ['staff', 'figures', days],
    queryFn: ({ signal }) => getFigures(days, signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

export function useFigures(days: number) {
  return useQuery(figuresQueryOptions(days));
}
