import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type LatLng, orderMessages, type ReverseGeocode, reverseGeocodeResponseSchema } from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';

/**
 * The address at a point (the device's position, a moved map pin) and the point's distance from the
 * restaurant, measured by the server: `place` is null when the geocoder knows no address there. A
 * 401 is left as it is (the session has ended); any other failure is 'Failed to get your address.'
 */
export async function reverseGeocode(point: LatLng, signal?: AbortSignal): Promise<ReverseGeocode> {
  const query = new URLSearchParams({ lat: String(point.latitude), lng: String(point.longitude) });
  try {
    return await customerFetch(`/api/v1/geo/reverse?${query}`, {
      answer: reverseGeocodeResponseSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, orderMessages.location.addressLookupFailed, [], { cause: error });
  }
}

export function reverseGeocodeQueryOptions(point: LatLng | null) {
  return queryOptions({
    queryKey: ['geo', 'reverse', point?.latitude ?? null, point?.longitude ?? null],
    queryFn: point === null ? skipToken : ({ signal }) => reverseGeocode(point, signal),
    staleTime: 5 * 60 * 1000,
    meta: authenticatedMeta,
  });
}

/** What the server knows of a point; nothing is asked while there is no point. */
export function useReverseGeocode(point: LatLng | null) {
  return useQuery(reverseGeocodeQueryOptions(point));
}
