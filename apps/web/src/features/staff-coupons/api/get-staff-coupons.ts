import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffCoupon, staffCouponsResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export const staffCouponsQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'coupons'],
    queryFn: ({ signal }): Promise<{ coupons: StaffCoupon[] }> =>
      staffFetch('/api/v1/staff/coupons', { signal, answer: staffCouponsResponseSchema }),
    staleTime: PAGE_DATA_STALE_MS,
  });

/** Every coupon, newest first, with its uses so far. */
export function useStaffCoupons() {
  return useQuery(staffCouponsQueryOptions());
}
