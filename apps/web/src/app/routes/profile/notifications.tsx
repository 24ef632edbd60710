import type { QueryClient } from '@tanstack/react-query';
import { useAccessToken } from '@/features/auth/stores/auth-store';
import { notificationsQueryOptions } from '@/features/profile/api/get-notifications';
import { Notifications } from '@/features/profile/components/notifications';
import { withToken } from './profile-page';

/** /profile/notifications. */
export const clientLoader = (queryClient: QueryClient) =>
  withToken((token) => queryClient.ensureQueryData(notificationsQueryOptions(token)));

export function Component() {
  const token = useAccessToken();
  if (token === null) return null;
  return <Notifications token={token} />;
}
