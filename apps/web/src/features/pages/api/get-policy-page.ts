import { queryOptions, useQuery } from '@tanstack/react-query';
import type { policyPageResponseSchema } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

export type PolicyPage = ReturnType<typeof policyPageResponseSchema.parse>;

/** The information and policy pages change when staff edit them, rarely: kept 10 minutes. */
const PAGE_STALE_MS = 10 * 60 * 1000;

export function getPolicyPage(slug: string, signal?: AbortSignal): Promise<PolicyPage> {
  return apiFetch<PolicyPage>(`/api/v1/pages/${encodeURIComponent(slug)}`, { signal });
}

export function policyPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => getPolicyPage(slug, signal),
    staleTime: PAGE_STALE_MS,
  });
}

/** GET /api/v1/pages/{slug}: about-us, terms-conditions, refund-and-cancellation-policy, … */
export function usePolicyPage(slug: string) {
  return useQuery(policyPageQueryOptions(slug));
}
