import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProductsWithCategoriesResponse, productsWithCategoriesResponseSchema } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** The storefront's own menu (its dishes and prices), so a phone order is taken from the same menu. */
export async function getPhoneMenu(signal?: AbortSignal): Promise<ProductsWithCategoriesResponse> {
  return apiFetch('/api/custom/custom/products-with-categories', {
    signal,
    answer: productsWithCategoriesResponseSchema,
  });
}

export function phoneMenuQueryOptions() {
  return queryOptions({ queryKey: ['staff', 'phone-menu'], queryFn: ({ signal }) => getPhoneMenu(signal) });
}

export function usePhoneMenu() {
  return useQuery(phoneMenuQueryOptions());
}
