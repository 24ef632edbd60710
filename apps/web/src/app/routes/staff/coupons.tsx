import type { QueryClient } from '@tanstack/react-query';
import { staffCouponsQueryOptions } from '@/features/staff-coupons/api/get-staff-coupons';
import { StaffCoupons } from '@/features/staff-coupons/components/staff-coupons';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/coupons. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(staffCouponsQueryOptions()));

export function Component() {
  return <StaffCoupons restaurantName={useRestaurantName()} />;
}
