import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerNotification } from '@tiffin/core/contracts';
import { apiFetch } from '@/lib/api-client';
import { authenticatedMeta } from '@/lib/query-client';
import { notificationsQueryKey } from './get-notifications';

export function markNotificationRead(token: string, notificationId: number): Promise<CustomerNotification> {
  return apiFetch(`/api/v1/customer/notifications/${notificationId}/read`, { method: 'POST', token });
}

/** Opening a notification marks it read; the list keeps the server's answer in its place. */
export function useMarkNotificationRead(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => markNotificationRead(token, notificationId),
    meta: authenticatedMeta,
    onSuccess: (read) =>
      queryClient.setQueryData<CustomerNotification[]>(notificationsQueryKey, (list) =>
        list?.map((notification) => (notification.id === read.id ? read : notification)),
      ),
  });
}
