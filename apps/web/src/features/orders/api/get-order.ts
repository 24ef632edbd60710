import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomerOrder, customerOrderSchema, orderMessages } from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta, PAGE_DATA_STALE_MS } from '@/lib/query-client';
import { orderQueryKey } from './get-orders';

/** One of the customer's orders (404 for anyone else's); the live stream keeps it current. */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<CustomerOrder> {
  try {
    return await customerFetch(`/api/v1/customer/order/${orderId}`, { signal, answer: customerOrderSchema });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
      throw new ApiError(error.status, orderMessages.orders.orderFetchFailed, error.errors, { cause: error });
    }
    throw error;
  }
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    meta: authenticatedMeta,
    staleTime: PAGE_DATA_STALE_MS,
  });

export function useOrder(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}
