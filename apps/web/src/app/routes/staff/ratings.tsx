import type { QueryClient } from '@tanstack/react-query';
import { staffRatingsQueryOptions } from '@/features/staff-ratings/api/get-staff-ratings';
import { StaffRatings } from '@/features/staff-ratings/components/staff-ratings';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/ratings: the customers' ratings with their orders (admins, issue 51). */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(staffRatingsQueryOptions()), 'admin');

export function Component() {
  return <StaffRatings restaurantName={useRestaurantName()} />;
}
