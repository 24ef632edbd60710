import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { orderMessages, type Place, placeSearchResponseSchema } from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';

/**
 * Places in Ireland matching the text, at most 5, each with its distance from the restaurant and
 * whether it is in the delivery area, as the server measured them (DECISIONS.md "Addresses and
 * geocoding"). A 401 is left as it is (the session has ended); any other failure says the search failed.
 */
export async function searchPlaces(text: string, signal?: AbortSignal): Promise<Place[]> {
  try {
    const answer = await customerFetch(`/api/v1/geo/search?${new URLSearchParams({ q: text })}`, {
      answer: placeSearchResponseSchema,
      signal,
    });
    return answer.predictions;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      throw new ApiError(error.status, orderMessages.location.searchFailed, error.errors, { cause: error });
    }
    throw error;
  }
}

export function placeSearchQueryOptions(text: string | null) {
  return queryOptions({
    queryKey: ['geo', 'search', text],
    queryFn: text === null ? skipToken : ({ signal }) => searchPlaces(text, signal),
    // The same text finds the same places for a while; the server caches them too.
    staleTime: 5 * 60 * 1000,
    meta: authenticatedMeta,
  });
}

/** The places for a (debounced) search text; nothing is asked for a text shorter than the minimum. */
export function usePlaceSearch(text: string | null) {
  return useQuery(placeSearchQueryOptions(text));
}
