import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantInfo } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** Settings change rarely (staff edit them); a visit does not need to ask again for 10 minutes. */
const RESTAURANT_STALE_MS = 10 * 60 * 1000;

export function getRestaurant(signal?: AbortSignal): Promise<RestaurantInfo> {
  return apiFetch<RestaurantInfo>('/api/v1/restaurant', { signal });
}

export function restaurantQueryOptions() {
  return queryOptions({
    queryKey: ['restaurant'],
    queryFn: ({ signal }) => getRestaurant(signal),
    staleTime: RESTAURANT_STALE_MS,
  });
}

/** The restaurant's public settings: name, address, phones, e-mail, opening hours, testimonials. */
export function useRestaurant() {
  return useQuery(restaurantQueryOptions());
}
