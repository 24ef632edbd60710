import { createContext, type ReactNode, useContext } from 'react';
import { type OrderWatch, useWatchOrders } from '../hooks/use-watch-orders';

const OrderWatchContext = createContext<OrderWatch | null>(null);

/**
 * Around every staff page (the staff layout, signed in): the orders watched, the alerts and the
 * link's state, whichever page is open, for the frame (the title, the badge, the alert, the sound
 * and the state) and the board.
 */
export function OrderWatchProvider({ children }: { children: ReactNode }) {
  const watch = useWatchOrders();
  return <OrderWatchContext value={watch}>{children}</OrderWatchContext>;
}

/** The staff layout's watch; null outside it (a part drawn on its own in a test). */
export const useOrderWatch = (): OrderWatch | null => useContext(OrderWatchContext);
