import type { QueryClient } from '@tanstack/react-query';
import { staffMenuQueryOptions } from '@/features/staff-menu/api/get-staff-menu';
import { StaffMenu } from '@/features/staff-menu/components/staff-menu';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/menu: the "86" and stock; admins edit the menu. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(staffMenuQueryOptions()));

export function Component() {
  return <StaffMenu restaurantName={useRestaurantName()} />;
}
