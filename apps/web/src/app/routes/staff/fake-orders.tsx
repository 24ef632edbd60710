import type { QueryClient } from '@tanstack/react-query';
import { fakeOrdersQueryOptions } from '@/features/staff-guard/api/get-fake-orders';
import { StaffFakeOrders } from '@/features/staff-guard/components/staff-fake-orders';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/fake-orders (issue 51, decision 073): the guard's rules, the marks and the flagged orders. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(fakeOrdersQueryOptions()));

export function Component() {
  return <StaffFakeOrders restaurantName={useRestaurantName()} />;
}
