import { queryOptions, useQuery } from '@tanstack/react-query';
import { formMessages } from '@tiffin/core';
import type { CustomerInfo } from '@tiffin/core/contracts';
import { ApiError, apiFetch } from '@/lib/api-client';
import { authenticatedMeta, PAGE_DATA_STALE_MS } from '@/lib/query-client';

export const customerInfoQueryKey = ['customer', 'info'] as const;

/** The signed-in customer's details (GET /api/v1/customer/info). */
export async function getCustomerInfo(token: string, signal?: AbortSignal): Promise<CustomerInfo> {
  try {
    return await apiFetch<CustomerInfo>('/api/v1/customer/info', { token, signal });
  } catch (error) {
    // A server failure hides its reason; the spec's wording says what failed (visitor-side §8).
    if (error instanceof ApiError && error.status >= 500) {
      throw new ApiError(error.status, formMessages.profile.fetchCustomerProfileFailed, error.errors, {
        cause: error,
      });
    }
    throw error;
  }
}

export function customerInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: customerInfoQueryKey,
    queryFn: ({ signal }) => getCustomerInfo(token, signal),
    meta: authenticatedMeta,
    staleTime: PAGE_DATA_STALE_MS,
  });
}

export function useCustomerInfo(token: string) {
  return useQuery(customerInfoQueryOptions(token));
}
