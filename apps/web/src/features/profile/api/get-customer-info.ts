import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomerInfo, customerInfoSchema, formMessages } from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta, PAGE_DATA_STALE_MS } from '@/lib/query-client';

export const customerInfoQueryKey = ['customer', 'info'] as const;

/** The signed-in customer's details (GET /api/v1/customer/info). */
export async function getCustomerInfo(signal?: AbortSignal): Promise<CustomerInfo> {
  try {
    return await customerFetch('/api/v1/customer/info', { answer: customerInfoSchema, signal });
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

export function customerInfoQueryOptions() {
  return queryOptions({
    queryKey: customerInfoQueryKey,
    queryFn: ({ signal }) => getCustomerInfo(signal),
    meta: authenticatedMeta,
    staleTime: PAGE_DATA_STALE_MS,
  });
}

export function useCustomerInfo() {
  return useQuery(customerInfoQueryOptions());
}
