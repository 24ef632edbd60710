import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { staffOrderQueryOptions } from '@/features/staff-board/api/get-staff-order';
import { KitchenTicket } from '@/features/staff-board/components/kitchen-ticket';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/orders/:orderId/ticket: an order's kitchen ticket, printed from the board. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(({ params }) => queryClient.ensureQueryData(staffOrderQueryOptions(Number(params.orderId))));

export function Component() {
  return <KitchenTicket orderId={Number(useParams().orderId)} restaurantName={useRestaurantName()} />;
}
