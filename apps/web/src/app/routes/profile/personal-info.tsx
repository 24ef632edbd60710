import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore, useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { customerInfoQueryOptions } from '@/features/profile/api/get-customer-info';
import { PersonalInfo } from '@/features/profile/components/personal-info';
import { whenSignedIn } from './profile-page';

/** /profile and /profile/personal: the customer's details. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(customerInfoQueryOptions()));

export function Component() {
  const signedIn = useIsAuthenticated();
  const updateUser = useAuthStore((state) => state.updateUser);
  // Signed out, the layout shows the sign-in prompt (or the deleted-account confirmation).
  if (!signedIn) return null;
  return <PersonalInfo onCustomerChange={updateUser} />;
}
