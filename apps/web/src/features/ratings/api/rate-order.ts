import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderRating, orderRatingSchema, type RateOrderRequest } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import { orderRatingQueryKey } from './get-order-rating';

/** Rates the customer's own completed order, once (409 for a second time). */
export function rateOrder({
  orderId,
  rating,
}: {
  orderId: number;
  rating: RateOrderRequest;
}): Promise<OrderRating> {
  return customerFetch(`/api/v1/customer/order/${orderId}/rating`, {
    method: 'POST',
    json: rating,
    answer: orderRatingSchema,
  });
}

export function useRateOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: RateOrderRequest) => rateOrder({ orderId, rating }),
    meta: authenticatedMeta,
    // The answer is the order's rating as the server now has it; a refusal reads it again.
    onSuccess: (answer) => queryClient.setQueryData(orderRatingQueryKey(orderId), answer),
    onError: () => queryClient.invalidateQueries({ queryKey: orderRatingQueryKey(orderId) }),
  });
}
