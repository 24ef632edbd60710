import type { QueryClient } from '@tanstack/react-query';
import { phoneMenuQueryOptions } from '@/features/staff-phone/api/get-phone-menu';
import { PhoneOrderPage } from '@/features/staff-phone/components/phone-order-page';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/phone-order: an order taken on the phone (issue 49), from the storefront's own menu. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.prefetchQuery(phoneMenuQueryOptions()));

export function Component() {
  return <PhoneOrderPage restaurantName={useRestaurantName()} />;
}
