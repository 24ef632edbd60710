import { useMutation } from '@tanstack/react-query';
import { type Reorder, reorderResponseSchema } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';

/** 'Order again': the order's lines at today's prices, and what is no longer available. */
export function getReorder(orderId: number): Promise<Reorder> {
  return customerFetch(`/api/v1/customer/order/${orderId}/reorder`, { answer: reorderResponseSchema });
}

/**
 * Asked when the customer presses 'Order again' (never kept: today's prices are wanted each time).
 * What follows the answer is given here, not to `mutate`: `mutate`'s own callbacks are skipped when
 * the answer arrives before the button's component has subscribed, as a quick press after the
 * page appears can do.
 */
export function useReorder(
  orderId: number,
  then: { onSuccess: (reorder: Reorder) => void; onError: (error: Error) => void },
) {
  return useMutation({ mutationFn: () => getReorder(orderId), meta: authenticatedMeta, ...then });
}
