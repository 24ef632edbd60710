import type { QueryClient } from '@tanstack/react-query';
import { orderMessages } from '@tiffin/core';
import { ProfileSection } from '@/components/layout/profile-section';
import { useAccessToken } from '@/features/auth/stores/auth-store';
import { orderHistoryQueryOptions, runningOrdersQueryOptions } from '@/features/orders/api/get-orders';
import { MyOrders } from '@/features/orders/components/my-orders';
import { withToken } from './profile-page';

/** /profile/orders, My Orders: the running orders, then the first page of the others. */
export const clientLoader = (queryClient: QueryClient) =>
  withToken((token) =>
    Promise.all([
      queryClient.ensureQueryData(runningOrdersQueryOptions(token)),
      queryClient.ensureInfiniteQueryData(orderHistoryQueryOptions(token)),
    ]),
  );

export function Component() {
  const token = useAccessToken();
  return (
    <ProfileSection title={orderMessages.orders.myOrders}>
      {token !== null && <MyOrders token={token} />}
    </ProfileSection>
  );
}
