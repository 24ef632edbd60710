import type { QueryClient } from '@tanstack/react-query';
import { orderBoardQueryOptions } from '@/features/staff-board/api/get-order-board';
import { OrderBoard } from '@/features/staff-board/components/order-board';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff: the live order board. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(orderBoardQueryOptions()));

export function Component() {
  return <OrderBoard restaurantName={useRestaurantName()} />;
}
