import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  ORDERS_PAGE_LIMIT,
  type OrderListResponse,
  orderListResponseSchema,
  orderMessages,
} from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta, PAGE_DATA_STALE_MS } from '@/lib/query-client';

/** Every query of the customer's orders starts with this key: a change to one refreshes them all. */
export const ordersQueryKey = ['customer', 'orders'] as const;

/** One order's query (get-order.ts), which the live stream also fills. */
export const orderQueryKey = (orderId: number) => [...ordersQueryKey, 'order', orderId] as const;

type OrderList = 'list' | 'running-orders';

/**
 * One page of the customer's orders, newest first (calls 13 and 14: limit, default 10, and offset,
 * the page number from 1). A failure without the server's words is checkout-and-account §8's
 * 'Failed to fetch orders' or 'Failed to fetch running orders'; a 401 ends the session.
 */
export async function getOrders(
  list: OrderList,
  offset: number,
  signal?: AbortSignal,
): Promise<OrderListResponse> {
  const query = new URLSearchParams({ limit: String(ORDERS_PAGE_LIMIT), offset: String(offset) });
  try {
    return await customerFetch(`/api/v1/customer/order/${list}?${query}`, {
      signal,
      answer: orderListResponseSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
      const text = orderMessages.orders;
      const message = list === 'list' ? text.fetchFailed : text.fetchRunningFailed;
      throw new ApiError(error.status, message, error.errors, { cause: error });
    }
    throw error;
  }
}

/** The orders still running (first page: a restaurant rarely has more than a few for one customer). */
export const runningOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'running'],
    queryFn: ({ signal }) => getOrders('running-orders', 1, signal),
    meta: authenticatedMeta,
    staleTime: PAGE_DATA_STALE_MS,
  });

/** Every order, ten at a time, more on demand. */
export const orderHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ordersQueryKey, 'history'],
    queryFn: ({ pageParam, signal }) => getOrders('list', pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.offset * last.limit < last.total_size ? last.offset + 1 : undefined),
    meta: authenticatedMeta,
    staleTime: PAGE_DATA_STALE_MS,
  });

export function useRunningOrders() {
  return useQuery(runningOrdersQueryOptions());
}

export function useOrderHistory() {
  return useInfiniteQuery(orderHistoryQueryOptions());
}
