import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type Place, placeSearchResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** The checkout's place search for the address a caller gives: at most 5, with their distance and reach. */
export async function searchPhonePlaces(text: string, signal?: AbortSignal): Promise<Place[]> {
  const answer = await staffFetch(`/api/v1/staff/geo/search?${new URLSearchParams({ q: text })}`, {
    signal,
    answer: placeSearchResponseSchema,
  });
  return answer.predictions;
}

export function phonePlacesQueryOptions(text: string | null) {
  return queryOptions({
    queryKey: ['staff', 'geo', 'search', text],
    queryFn: text === null ? skipToken : ({ signal }) => searchPhonePlaces(text, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function usePhonePlaces(text: string | null) {
  return useQuery(phonePlacesQueryOptions(text));
}
