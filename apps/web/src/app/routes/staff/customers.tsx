import { StaffCustomers } from '@/features/staff-customers/components/staff-customers';
import { useRestaurantName } from './staff-page';

/** /staff/customers: a search, so nothing to ask for before it. */
export function Component() {
  return <StaffCustomers restaurantName={useRestaurantName()} />;
}
