import type { QueryClient } from '@tanstack/react-query';
import { zonesQueryOptions } from '@/features/staff-zones/api/get-zones';
import { StaffZones } from '@/features/staff-zones/components/staff-zones';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/zones: the delivery zones on the map (issue 50). */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(zonesQueryOptions()));

export function Component() {
  return <StaffZones restaurantName={useRestaurantName()} />;
}
