import type { QueryClient } from '@tanstack/react-query';
import { orderMessages, type Reorder } from '@tiffin/core';
import { useNavigate, useParams } from 'react-router';
import { useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { orderQueryOptions } from '@/features/orders/api/get-order';
import { OrderPage } from '@/features/orders/components/order-page';
import { reorderCartItems, unavailableNames } from '@/features/orders/utils/reorder-items';
import { RatingAsk } from '@/features/ratings/components/rating-ask';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { whenSignedIn } from './profile-page';

/**
 * /profile/orders/:orderId, an order's page, composed here with the basket: 'Order again' puts the
 * order's lines in the basket at today's prices and goes to the menu beside it, saying what is no
 * longer available; and, under a completed order, the ask for its rating (issue 51).
 */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(({ params }) => queryClient.ensureQueryData(orderQueryOptions(Number(params.orderId))));

export function Component() {
  const orderId = Number(useParams().orderId);
  const signedIn = useIsAuthenticated();
  const navigate = useNavigate();
  const text = orderMessages.orders;
  const orderAgain = (reorder: Reorder) => {
    const unavailable = unavailableNames(reorder);
    const missing = unavailable.length > 0 ? ` ${text.reorderUnavailable(unavailable.join(', '))}` : '';
    if (reorder.items.length === 0) {
      toast.error(`${text.reorderNothing}${missing}`);
      return;
    }
    const { addItem } = useBasketStore.getState();
    for (const item of reorderCartItems(reorder)) addItem(item);
    toast.success(`${text.reordered}${missing}`);
    void navigate(paths.menu);
  };
  if (!signedIn) return null;
  return <OrderPage orderId={orderId} onReorder={orderAgain} completed={<RatingAsk orderId={orderId} />} />;
}
