import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@tiffin/core';
import { mapConfigResponseSchema } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** How the browser draws maps (GET /api/v1/geo/map, public): the tile address, its credit, the deepest zoom. */
export function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return apiFetch('/api/v1/geo/map', { answer: mapConfigResponseSchema, signal });
}

export function mapConfigQueryOptions() {
  return queryOptions({
    queryKey: ['geo', 'map'],
    queryFn: ({ signal }) => getMapConfig(signal),
    // Configuration: it changes with a deployment, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
