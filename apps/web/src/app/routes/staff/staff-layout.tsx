import { staffMessages } from '@tiffin/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { StaffSignIn } from '@/features/staff/components/staff-sign-in';
import { useStaffSession } from '@/features/staff/stores/staff-session';
import { useRestaurantName } from './staff-page';

/**
 * /staff, the staff side's layout (issue 14) around every staff page: loaded only when a member of
 * staff opens it, never part of a customer's visit. Without a staff session each page is the staff
 * sign-in. Each page draws the staff frame itself (its title; the board adds its live status and
 * sound switch).
 *
 * The alerts for new orders that are to show on every staff page go here, beside the Outlet (the
 * never-miss-an-order issue); until then the board has its own (features/staff/hooks/use-order-alerts.ts).
 */
export function StaffLayout() {
  const signedIn = useStaffSession((state) => state.session !== null);
  const restaurantName = useRestaurantName();
  useEffect(() => {
    if (!signedIn) document.title = `${staffMessages.signIn.heading} · ${restaurantName}`;
  }, [signedIn, restaurantName]);
  return signedIn ? <Outlet /> : <StaffSignIn />;
}
