import { StaffChangePassword } from '@/features/staff-shell/components/staff-change-password';
import { useRestaurantName } from './staff-page';

/** /staff/password (issue 30): the signed-in member changes their own password. */
export function Component() {
  return <StaffChangePassword restaurantName={useRestaurantName()} />;
}
