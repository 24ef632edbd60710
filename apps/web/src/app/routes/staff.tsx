import { staffMessages } from '@tiffin/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { KitchenTicket } from '@/features/staff/components/kitchen-ticket';
import { OrderBoard } from '@/features/staff/components/order-board';
import { StaffCoupons } from '@/features/staff/components/staff-coupons';
import { StaffCustomers } from '@/features/staff/components/staff-customers';
import { StaffEmails } from '@/features/staff/components/staff-emails';
import { StaffEnquiries } from '@/features/staff/components/staff-enquiries';
import { StaffFigures } from '@/features/staff/components/staff-figures';
import { StaffMenu } from '@/features/staff/components/staff-menu';
import { StaffSettingsPage } from '@/features/staff/components/staff-settings';
import { StaffSignIn } from '@/features/staff/components/staff-sign-in';
import { StaffTeam } from '@/features/staff/components/staff-team';
import { useStaffSession } from '@/features/staff/stores/staff-session';

/**
 * The staff side (issue 14), loaded only when a member of staff opens it: never part of a customer's
 * visit. Without a staff session each page is the staff sign-in.
 */
function useStaffPage() {
  const session = useStaffSession((state) => state.session);
  const restaurantName = useRestaurant().data?.name ?? '';
  useEffect(() => {
    if (!session) document.title = `${staffMessages.signIn.heading} · ${restaurantName}`;
  }, [session, restaurantName]);
  return { session, restaurantName };
}

const TICKET_PATH = /^orders\/(\d+)\/ticket$/;

/**
 * The staff pages: /staff/orders/:orderId/ticket a kitchen ticket, /staff/menu, /staff/enquiries,
 * /staff/customers, /staff/coupons, /staff/settings, /staff/figures, /staff/emails and /staff/team
 * their pages; /staff, and anything else
 * under it, the board. Matched here rather than in the router's table, whose every entry is part
 * of the first visit.
 */
export function StaffRoutes() {
  const rest = useParams()['*'] ?? '';
  const { session, restaurantName } = useStaffPage();
  if (!session) return <StaffSignIn />;
  const ticket = TICKET_PATH.exec(rest);
  if (ticket) return <KitchenTicket orderId={Number(ticket[1])} restaurantName={restaurantName} />;
  switch (rest) {
    case 'menu':
      return <StaffMenu restaurantName={restaurantName} />;
    case 'enquiries':
      return <StaffEnquiries restaurantName={restaurantName} />;
    case 'customers':
      return <StaffCustomers restaurantName={restaurantName} />;
    case 'coupons':
      return <StaffCoupons restaurantName={restaurantName} />;
    case 'figures':
      return <StaffFigures restaurantName={restaurantName} />;
    case 'settings':
      return <StaffSettingsPage restaurantName={restaurantName} />;
    case 'emails':
      return <StaffEmails restaurantName={restaurantName} />;
    case 'team':
      return <StaffTeam restaurantName={restaurantName} />;
    default:
      return <OrderBoard restaurantName={restaurantName} />;
  }
}
