import type { QueryClient } from '@tanstack/react-query';
import { useAccessToken, useAuthStore } from '@/features/auth/stores/auth-store';
import { customerInfoQueryOptions } from '@/features/profile/api/get-customer-info';
import { PersonalInfo } from '@/features/profile/components/personal-info';
import { withToken } from './profile-page';

/** /profile and /profile/personal: the customer's details. */
export const clientLoader = (queryClient: QueryClient) =>
  withToken((token) => queryClient.ensureQueryData(customerInfoQueryOptions(token)));

export function Component() {
  const token = useAccessToken();
  const updateUser = useAuthStore((state) => state.updateUser);
  // Without a token the layout shows the sign-in prompt (or the deleted-account confirmation).
  if (token === null) return null;
  return <PersonalInfo token={token} onCustomerChange={updateUser} />;
}
