import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type Coupon, orderMessages, RESTAURANT_ID, ZONE_ID } from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';

/** A failure with the server's words when it gave a reason (4xx), else the spec's. */
function couponError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error;
  return new ApiError(error instanceof ApiError ? error.status : 0, fallback, [], { cause: error });
}

/** The restaurant's coupons (call 5, with the fixed zone header). */
export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  try {
    return await customerFetch<Coupon[]>('/api/v1/coupon/list', {
      signal,
      headers: { zoneId: String(ZONE_ID) },
    });
  } catch (error) {
    throw couponError(error, orderMessages.coupons.fetchFailed);
  }
}

export function couponsQueryOptions() {
  return queryOptions({
    queryKey: ['checkout', 'coupons'],
    queryFn: ({ signal }) => getCoupons(signal),
    meta: authenticatedMeta,
  });
}

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}

/** The coupon with this code if it can be used today (call 4, restaurant id fixed 2). */
export async function applyCoupon(code: string): Promise<Coupon> {
  const query = new URLSearchParams({ code: code.trim(), restaurant_id: String(RESTAURANT_ID) });
  try {
    return await customerFetch<Coupon>(`/api/v1/coupon/apply?${query}`);
  } catch (error) {
    throw couponError(error, orderMessages.coupons.applyFailed);
  }
}

export function useApplyCoupon() {
  return useMutation({ mutationFn: (code: string) => applyCoupon(code), meta: authenticatedMeta });
}
