import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RatingSummary, ratingSummarySchema } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** The average moves slowly: a visit does not need to ask again for 10 minutes. */
const SUMMARY_STALE_MS = 10 * 60 * 1000;

export function getRatingSummary(signal?: AbortSignal): Promise<RatingSummary> {
  return apiFetch('/api/v1/ratings/summary', { signal, answer: ratingSummarySchema });
}

export const ratingSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['ratings', 'summary'],
    queryFn: ({ signal }) => getRatingSummary(signal),
    staleTime: SUMMARY_STALE_MS,
  });

/** The average food stars of the last 400 ratings and their count; no average before the 10th. */
export function useRatingSummary() {
  return useQuery(ratingSummaryQueryOptions());
}
