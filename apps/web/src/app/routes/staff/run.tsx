import type { QueryClient } from '@tanstack/react-query';
import { driverRunQueryOptions } from '@/features/staff-drivers/api/get-driver-run';
import { DriverRunPage } from '@/features/staff-drivers/components/driver-run';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/run (issue 50): the signed-in driver's run, on their phone. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.prefetchQuery(driverRunQueryOptions('me')));

export function Component() {
  return <DriverRunPage of="me" restaurantName={useRestaurantName()} />;
}
