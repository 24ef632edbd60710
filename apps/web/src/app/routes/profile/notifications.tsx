import type { QueryClient } from '@tanstack/react-query';
import { useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { notificationsQueryOptions } from '@/features/profile/api/get-notifications';
import { Notifications } from '@/features/profile/components/notifications';
import { whenSignedIn } from './profile-page';

/** /profile/notifications. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(notificationsQueryOptions()));

export function Component() {
  const signedIn = useIsAuthenticated();
  if (!signedIn) return null;
  return <Notifications />;
}
