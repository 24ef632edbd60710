import type { QueryClient } from '@tanstack/react-query';
import { type Coupon, RESTAURANT_ID } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';

/**
 * The chosen coupon as the server knows it now (`GET /api/v1/coupon/apply`, §7 call 4), asked when
 * the customer places the order (§5 step 5): its uses, dates and minimum may have changed since it
 * was applied. A refusal is the error shape with a code per reason (core's `couponRefusalCodes`).
 */
export function fetchCouponForCheck(queryClient: QueryClient, code: string): Promise<Coupon> {
  const query = new URLSearchParams({ code, restaurant_id: String(RESTAURANT_ID) });
  return queryClient.fetchQuery({
    queryKey: ['checkout', 'coupon-check', code],
    queryFn: ({ signal }) => customerFetch<Coupon>(`/api/v1/coupon/apply?${query}`, { signal }),
    meta: authenticatedMeta,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
