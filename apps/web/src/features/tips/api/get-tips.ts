import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipsInfo } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** The settings change when an admin edits them, rarely: kept 10 minutes, as the policy pages. */
const TIPS_STALE_MS = 10 * 60 * 1000;

/**
 * The tip choices and the tips notice (`GET /api/v1/tips`, ours; issue 51). Unchecked by its schema,
 * as the policy pages: the router's loader imports it, and the first download carries no contract.
 */
export function getTips(signal?: AbortSignal): Promise<TipsInfo> {
  return apiFetch<TipsInfo>('/api/v1/tips', { signal });
}

export function tipsQueryOptions() {
  return queryOptions({
    queryKey: ['tips'],
    queryFn: ({ signal }) => getTips(signal),
    staleTime: TIPS_STALE_MS,
  });
}

export function useTips() {
  return useQuery(tipsQueryOptions());
}
