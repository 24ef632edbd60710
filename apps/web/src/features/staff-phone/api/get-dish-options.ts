import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProductDetails, productDetailsSchema } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** A dish's option groups, as the storefront's dish dialog reads them. */
export async function getDishOptions(productId: number, signal?: AbortSignal): Promise<ProductDetails> {
  return apiFetch(`/api/v1/products/details/${productId}`, { signal, answer: productDetailsSchema });
}

/** Asked only for a dish that has option groups. */
export function useDishOptions(productId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'phone-dish', productId],
      queryFn: ({ signal }) => getDishOptions(productId ?? 0, signal),
      enabled: productId !== null,
    }),
  );
}
