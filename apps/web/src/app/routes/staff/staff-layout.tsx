import { useEffect } from 'react';
import { Outlet, useMatch } from 'react-router';
import { type BoardPrinters, BoardPrintersProvider } from '@/features/staff-board/components/board-printers';
import { OrderWatchProvider } from '@/features/staff-board/components/order-watch';
import { PrinterStrip } from '@/features/staff-printers/components/printer-state';
import { ReprintButton } from '@/features/staff-printers/components/reprint-button';
import { StaffSignIn } from '@/features/staff-shell/components/staff-sign-in';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useRestaurantName } from './staff-page';

/**
 * /staff, the staff side's layout (issue 14) around every staff page: loaded only when a member of
 * staff opens it, never part of a customer's visit. Without a staff session each page is the staff
 * sign-in. Each page draws the staff frame itself, with its title.
 *
 * Signed in, the orders are watched here, whichever page is open (issue 28, never miss an order):
 * the board asked for and followed live, its clock ticking, the alerts (the title, the badge, the
 * alert naming new orders, the chime) and the link's state, which every page's frame shows. Not
 * on a kitchen ticket, a tab opened to print: it would chime a second time. The board and the
 * ticket show the printers' strip and Reprint button, which the printers' job draws (decision 062).
 */
const BOARD_PRINTERS: BoardPrinters = { Strip: PrinterStrip, ReprintButton };

export function StaffLayout() {
  const signedIn = useStaffSession((state) => state.session !== null);
  const restaurantName = useRestaurantName();
  const printing = useMatch('/staff/orders/:orderId/ticket') !== null;
  useEffect(() => {
    if (!signedIn) document.title = `${staffMessages.signIn.heading} · ${restaurantName}`;
  }, [signedIn, restaurantName]);
  if (!signedIn) return <StaffSignIn />;
  return (
    <BoardPrintersProvider printers={BOARD_PRINTERS}>
      {printing ? (
        <Outlet />
      ) : (
        <OrderWatchProvider>
          <Outlet />
        </OrderWatchProvider>
      )}
    </BoardPrintersProvider>
  );
}
