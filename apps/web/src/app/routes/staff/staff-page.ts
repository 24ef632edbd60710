import type { LoaderFunctionArgs } from 'react-router';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { routeData } from '../../route-data';

/** The restaurant's name, which every staff page's heading ends with. */
export const useRestaurantName = (): string => useRestaurant().data?.name ?? '';

/**
 * A staff page's loader: starts the queries the page shows, for a member signed in (an admin, on
 * the admins' pages). Signed out, the layout shows the sign-in and nothing is asked (so it is on the
 * server, which renders the staff pages with no session).
 */
export function whenSignedIn(
  start: (args: LoaderFunctionArgs) => Promise<unknown>,
  who: 'member' | 'admin' = 'member',
) {
  return (args: LoaderFunctionArgs) => {
    const member = useStaffSession.getState().session?.member;
    if (!member || (who === 'admin' && member.role !== 'admin')) return null;
    return routeData(start(args));
  };
}
