import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderRating, orderRatingSchema } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta, PAGE_DATA_STALE_MS } from '@/lib/query-client';

export const orderRatingQueryKey = (orderId: number) => ['orders', orderId, 'rating'] as const;

/** Whether the customer's order is asked to be rated, or their rating of it (404 for anyone else's). */
export function getOrderRating(orderId: number, signal?: AbortSignal): Promise<OrderRating> {
  return customerFetch(`/api/v1/customer/order/${orderId}/rating`, { signal, answer: orderRatingSchema });
}

export const orderRatingQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderRatingQueryKey(orderId),
    queryFn: ({ signal }) => getOrderRating(orderId, signal),
    meta: authenticatedMeta,
    staleTime: PAGE_DATA_STALE_MS,
  });

export function useOrderRating(orderId: number) {
  return useQuery(orderRatingQueryOptions(orderId));
}
