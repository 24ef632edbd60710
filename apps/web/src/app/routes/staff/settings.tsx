import type { QueryClient } from '@tanstack/react-query';
import { staffSettingsQueryOptions } from '@/features/staff-settings/api/get-staff-settings';
import { StaffSettingsPage } from '@/features/staff-settings/components/staff-settings';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/settings: ordering rules, opening hours, closed dates. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(staffSettingsQueryOptions()));

export function Component() {
  return <StaffSettingsPage restaurantName={useRestaurantName()} />;
}
