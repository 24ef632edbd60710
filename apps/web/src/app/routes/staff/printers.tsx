import type { QueryClient } from '@tanstack/react-query';
import { printersQueryOptions } from '@/features/staff-printers/api/get-printers';
import { StaffPrinters } from '@/features/staff-printers/components/staff-printers';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/printers (issue 28): the kitchen printers and their states; admins change them. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(printersQueryOptions()));

export function Component() {
  return <StaffPrinters restaurantName={useRestaurantName()} />;
}
