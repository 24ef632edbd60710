import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { driverRunQueryOptions } from '@/features/staff-drivers/api/get-driver-run';
import { DriverRunPage } from '@/features/staff-drivers/components/driver-run';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/drivers/:driverId (issue 50): a driver's run and its cash-up, counted by another member. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(({ params }) => queryClient.prefetchQuery(driverRunQueryOptions(Number(params.driverId))));

export function Component() {
  return <DriverRunPage of={Number(useParams().driverId)} restaurantName={useRestaurantName()} />;
}
