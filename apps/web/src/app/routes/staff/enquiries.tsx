import type { QueryClient } from '@tanstack/react-query';
import { enquiriesQueryOptions, FIRST_ENQUIRY_FILTER } from '@/features/staff-customers/api/get-enquiries';
import { StaffEnquiries } from '@/features/staff-customers/components/staff-enquiries';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/enquiries: the table enquiries, new ones first. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(enquiriesQueryOptions(FIRST_ENQUIRY_FILTER)));

export function Component() {
  return <StaffEnquiries restaurantName={useRestaurantName()} />;
}
