import type { QueryClient } from '@tanstack/react-query';
import { staffActionsQueryOptions } from '@/features/staff-team/api/get-staff-actions';
import { staffMembersQueryOptions } from '@/features/staff-team/api/get-staff-members';
import { StaffTeam } from '@/features/staff-team/components/staff-team';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/team (admins): the members and the log of what the staff did. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(
    () =>
      Promise.all([
        queryClient.ensureQueryData(staffMembersQueryOptions()),
        queryClient.ensureQueryData(staffActionsQueryOptions()),
      ]),
    'admin',
  );

export function Component() {
  return <StaffTeam restaurantName={useRestaurantName()} />;
}
