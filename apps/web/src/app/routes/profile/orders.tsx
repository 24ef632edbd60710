import type { QueryClient } from '@tanstack/react-query';
import { orderMessages } from '@tiffin/core';
import { ProfileSection } from '@/components/layout/profile-section';
import { useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { orderHistoryQueryOptions, runningOrdersQueryOptions } from '@/features/orders/api/get-orders';
import { MyOrders } from '@/features/orders/components/my-orders';
import { whenSignedIn } from './profile-page';

/** /profile/orders, My Orders: the running orders, then the first page of the others. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() =>
    Promise.all([
      queryClient.ensureQueryData(runningOrdersQueryOptions()),
      queryClient.ensureInfiniteQueryData(orderHistoryQueryOptions()),
    ]),
  );

export function Component() {
  const signedIn = useIsAuthenticated();
  return <ProfileSection title={orderMessages.orders.myOrders}>{signedIn && <MyOrders />}</ProfileSection>;
}
