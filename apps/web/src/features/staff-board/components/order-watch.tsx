import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type FrameWatch, FrameWatchProvider } from '@/features/staff-shell/components/frame-watch';
import { type OrderWatch, useWatchOrders } from '../hooks/use-watch-orders';
import { ConnectionStatus, OutOfTouchWarning } from './connection-status';
import { NewOrderAlert } from './new-order-alert';
import { SoundSwitch } from './sound-switch';

const OrderWatchContext = createContext<OrderWatch | null>(null);

/**
 * Around every staff page (the staff layout, signed in): the orders watched, the alerts and the
 * link's state, whichever page is open, for the board and, through `FrameWatchProvider`, for the
 * frame (the title, the badge, the alert, the sound and the state).
 */
export function OrderWatchProvider({ children }: { children: ReactNode }) {
  const watch = useWatchOrders();
  const frame = useMemo(
    (): FrameWatch => ({
      newCount: watch.pending.length,
      loud: watch.overdueCount > 0,
      status: (
        <>
          <ConnectionStatus watch={watch} />
          <SoundSwitch watch={watch} />
        </>
      ),
      warning: <OutOfTouchWarning watch={watch} />,
      alert: <NewOrderAlert watch={watch} />,
    }),
    [watch],
  );
  return (
    <OrderWatchContext value={watch}>
      <FrameWatchProvider watch={frame}>{children}</FrameWatchProvider>
    </OrderWatchContext>
  );
}

/** The staff layout's watch; null outside it (a part drawn on its own in a test). */
export const useOrderWatch = (): OrderWatch | null => useContext(OrderWatchContext);
