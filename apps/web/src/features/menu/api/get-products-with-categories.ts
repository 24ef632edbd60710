import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_CACHE_MS, MENU_REFETCH_MS, messages, type ProductsWithCategoriesResponse } from '@tiffin/core';
import { ApiError, apiFetch } from '@/lib/api-client';
import { persistedMeta } from '@/lib/query-client';

/** The whole menu in one call: categories in the kitchen's order and every dish. */
export async function getProductsWithCategories(
  signal?: AbortSignal,
): Promise<ProductsWithCategoriesResponse> {
  try {
    return await apiFetch<ProductsWithCategoriesResponse>('/api/custom/custom/products-with-categories', {
      signal,
    });
  } catch (error) {
    // The menu reports failures with the spec's wording (visitor-side §8); the cause is kept.
    if (error instanceof ApiError) {
      throw new ApiError(error.status, messages.menu.fetchProductsFailed, error.errors, { cause: error });
    }
    throw error;
  }
}

export function productsWithCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['menu', 'products-with-categories'],
    queryFn: ({ signal }) => getProductsWithCategories(signal),
    // visitor-side §4: refetch when older than 5 minutes, keep for 30 (in session storage too:
    // lib/menu-cache.ts).
    staleTime: MENU_REFETCH_MS,
    gcTime: MENU_CACHE_MS,
    meta: persistedMeta,
  });
}

export function useProductsWithCategories() {
  return useQuery(productsWithCategoriesQueryOptions());
}
