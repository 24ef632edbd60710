import { queryOptions } from '@tanstack/react-query';
import { MENU_CACHE_MS, MENU_REFETCH_MS, messages, type ProductDetails } from '@tiffin/core';
import { ApiError, apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/query-client';

/**
 * The modal waits on these details with its buttons disabled: one quick retry for a dropped
 * connection or a server error, then the error and its Retry button (a 4xx is never retried).
 * The default two retries with back-off kept the customer waiting about 6 s for the error.
 */
const DETAILS_RETRIES = 1;
const DETAILS_RETRY_DELAY_MS = 300;

/** One dish with its variation groups, options (with stock) and allergen names. */
export async function getProductDetails(productId: number, signal?: AbortSignal): Promise<ProductDetails> {
  try {
    return await apiFetch<ProductDetails>(`/api/v1/products/details/${productId}`, { signal });
  } catch (error) {
    // visitor-side §8: the menu's own wording; the cause is kept.
    if (error instanceof ApiError) {
      throw new ApiError(error.status, messages.menu.fetchProductDetailsFailed, error.errors, {
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * Not kept in the menu cache: stock counts change during the evening. The server checks stock again
 * when the order is placed (DECISIONS.md), so a few minutes' staleness only affects the notice.
 */
export function productDetailsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['menu', 'product-details', productId],
    queryFn: ({ signal }) => getProductDetails(productId, signal),
    staleTime: MENU_REFETCH_MS,
    gcTime: MENU_CACHE_MS,
    retry: (failureCount, error) => failureCount < DETAILS_RETRIES && shouldRetry(failureCount, error),
    retryDelay: DETAILS_RETRY_DELAY_MS,
  });
}
