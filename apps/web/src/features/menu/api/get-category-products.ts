import { queryOptions } from '@tanstack/react-query';
import {
  CATEGORY_PAGE_LIMIT,
  CATEGORY_PAGE_OFFSET,
  type CategoryProductsResponse,
  type CategoryProductType,
  DEFAULT_CATEGORY_PRODUCT_TYPE,
  MENU_CACHE_MS,
  MENU_REFETCH_MS,
} from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';
import { persistedMeta } from '@/lib/query-client';

export type CategoryPage = { limit: number; offset: number; type: CategoryProductType };

/** visitor-side §4 "Menu data": choosing a category asks for its first 10 dishes, of every type. */
export const firstCategoryPage: CategoryPage = {
  limit: CATEGORY_PAGE_LIMIT,
  offset: CATEGORY_PAGE_OFFSET,
  type: DEFAULT_CATEGORY_PRODUCT_TYPE,
};

/**
 * A page of one category's dishes. visitor-side §7: on any failure the answer is silently an empty
 * list ('Failed to fetch products for category {id}' is swallowed, §8). A cancelled call stays a
 * cancellation, so an empty list is never cached for a call nobody finished.
 */
export async function getCategoryProducts(
  categoryId: number,
  page: CategoryPage = firstCategoryPage,
  signal?: AbortSignal,
): Promise<CategoryProductsResponse> {
  const query = new URLSearchParams({
    limit: String(page.limit),
    offset: String(page.offset),
    type: page.type,
  });
  try {
    return await apiFetch<CategoryProductsResponse>(`/api/v1/categories/products/${categoryId}?${query}`, {
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { total_size: 0, limit: page.limit, offset: page.offset, products: [] };
  }
}

/** Kept in the menu cache (30 minutes) and fetched again when older than 5 minutes. */
export function categoryProductsQueryOptions(categoryId: number, page: CategoryPage = firstCategoryPage) {
  return queryOptions({
    queryKey: ['menu', 'category-products', categoryId, page],
    queryFn: ({ signal }) => getCategoryProducts(categoryId, page, signal),
    staleTime: MENU_REFETCH_MS,
    gcTime: MENU_CACHE_MS,
    meta: persistedMeta,
  });
}
