import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerNotification } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import { notificationsQueryKey } from './get-notifications';

export function markNotificationRead(notificationId: number): Promise<CustomerNotification> {
  return customerFetch(`/api/v1/customer/notifications/${notificationId}/read`, { method: 'POST' });
}

/** Opening a notification marks it read; the list keeps the server's answer in its place. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => markNotificationRead(notificationId),
    meta: authenticatedMeta,
    onSuccess: (read) =>
      queryClient.setQueryData<CustomerNotification[]>(notificationsQueryKey, (list) =>
        list?.map((notification) => (notification.id === read.id ? read : notification)),
      ),
  });
}
