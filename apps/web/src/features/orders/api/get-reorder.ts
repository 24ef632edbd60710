import { useMutation } from '@tanstack/react-query';
import type { Reorder } from '@tiffin/core/contracts';
import { apiFetch } from '@/lib/api-client';
import { authenticatedMeta } from '@/lib/query-client';

/** 'Order again': the order's lines at today's prices, and what is no longer available. */
export function getReorder(token: string, orderId: number): Promise<Reorder> {
  return apiFetch(`/api/v1/customer/order/${orderId}/reorder`, { token });
}

/**
 * Asked when the customer presses 'Order again' (never kept: today's prices are wanted each time).
 * What follows the answer is given here, not to `mutate`: `mutate`'s own callbacks are skipped when
 * the answer arrives before the button's component has subscribed, as a quick press after the
 * page appears can do.
 */
export function useReorder(
  token: string,
  orderId: number,
  then: { onSuccess: (reorder: Reorder) => void; onError: (error: Error) => void },
) {
  return useMutation({ mutationFn: () => getReorder(token, orderId), meta: authenticatedMeta, ...then });
}
