import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** The tiles adapter's address, credit and deepest zoom (GET /api/v1/geo/map, public). */
export function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return apiFetch<MapConfig>('/api/v1/geo/map', { signal });
}

export function useMapConfig() {
  // The address book's key: one answer per visit, whichever page asks first.
  return useQuery(
    queryOptions({
      queryKey: ['geo', 'map'],
      queryFn: ({ signal }) => getMapConfig(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
