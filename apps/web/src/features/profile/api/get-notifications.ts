import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomerNotification, customerNotificationsResponseSchema, orderMessages } from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta, PAGE_DATA_STALE_MS } from '@/lib/query-client';

export const notificationsQueryKey = ['customer', 'notifications'] as const;

/**
 * The customer's notifications (GET /api/v1/customer/notifications, call 12). checkout-and-account
 * §8: the server's message or first error, else 'Failed to fetch notifications'; a 401 ends the
 * session with 'Session expired. Please login again.' (features/auth, for every call with a token).
 */
export async function getNotifications(signal?: AbortSignal): Promise<CustomerNotification[]> {
  try {
    return await customerFetch('/api/v1/customer/notifications', {
      answer: customerNotificationsResponseSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
      throw new ApiError(error.status, orderMessages.notifications.fetchFailed, error.errors, {
        cause: error,
      });
    }
    throw error;
  }
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    meta: authenticatedMeta,
    staleTime: PAGE_DATA_STALE_MS,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
