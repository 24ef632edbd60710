import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@tiffin/core/contracts';
import { productsWithCategoriesQueryOptions } from '@/features/menu/api/get-products-with-categories';
import { restaurantQueryOptions } from '@/features/restaurant/api/get-restaurant';

/** The answers the server put in the page (contracts/page-data.ts), or none. */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

/**
 * Puts the page's answers into the query cache as if just fetched at `fetchedAt`: on the server
 * before rendering, and in the browser before the first render, so both render the same page and
 * the queries' own stale times decide when to ask again. An answer already in the cache that is
 * newer (the menu cache of this browser session) is kept.
 */
export function seedQueries(client: QueryClient, { fetchedAt, restaurant, menu }: PageData): void {
  const seed = (queryKey: readonly unknown[], data: unknown) => {
    const current = client.getQueryState(queryKey);
    if (current?.data !== undefined && current.dataUpdatedAt >= fetchedAt) return;
    client.setQueryData(queryKey, data, { updatedAt: fetchedAt });
  };
  if (restaurant) seed(restaurantQueryOptions().queryKey, restaurant);
  if (menu) seed(productsWithCategoriesQueryOptions().queryKey, menu);
}
