import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponChange, StaffCoupon } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { staffCouponsQueryOptions } from './get-staff-coupons';

/** Creates a coupon (couponId null) or changes one (admins). */
export function saveCoupon({
  couponId,
  coupon,
}: {
  couponId: number | null;
  coupon: CouponChange;
}): Promise<StaffCoupon> {
  return couponId === null
    ? staffFetch('/api/v1/staff/coupons', { method: 'POST', json: coupon })
    : staffFetch(`/api/v1/staff/coupons/${couponId}`, { method: 'PUT', json: coupon });
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffCouponsQueryOptions().queryKey }),
  });
}
