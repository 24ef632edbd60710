import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffCoupon, staffCouponsResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

/** The coupons a reply may give as a voucher: the active ones of the staff's list. */
export const voucherCouponsQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'coupons'],
    queryFn: ({ signal }): Promise<{ coupons: StaffCoupon[] }> =>
      staffFetch('/api/v1/staff/coupons', { signal, answer: staffCouponsResponseSchema }),
    staleTime: PAGE_DATA_STALE_MS,
    select: (answer) => ({ coupons: answer.coupons.filter((coupon) => coupon.active) }),
  });

export function useVoucherCoupons() {
  return useQuery(voucherCouponsQueryOptions());
}
