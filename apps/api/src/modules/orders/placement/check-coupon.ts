import { dublinDate, orderMessages, type QuoteRequest } from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import {
  type CouponRow,
  couponDiscountForSubtotal,
  findCouponForOrder,
  isCouponRefusal,
  redeemCoupon,
} from '../../coupons/index.ts';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import { type Checked, failed, passed, problem, refusal } from './checked.ts';
import { type BasketLine, itemsSubtotalCents } from './read-basket.ts';

/**
 * The coupon named, usable today by core's rules, its minimum met by the server's subtotal; the
 * coupons module says why not, in its words, and placing calls every such refusal `invalid_coupon`
 * (checkout-and-account §8).
 */
export async function checkCoupon(
  tx: Db,
  {
    restaurant,
    body,
    now,
    lines,
  }: { restaurant: RestaurantSettings; body: QuoteRequest; now: Date; lines: readonly BasketLine[] },
): Promise<Checked<CouponRow | null | undefined>> {
  const code = body.coupon_code?.trim();
  if (!code) return passed(null);
  try {
    const coupon = await findCouponForOrder(tx, {
      restaurantId: restaurant.id,
      code,
      today: dublinDate(now),
    });
    couponDiscountForSubtotal(coupon, itemsSubtotalCents(lines));
    return passed(coupon);
  } catch (error) {
    // Each reason has its code (coupon_expired, coupon_minimum…); placing says invalid_coupon for all.
    if (!isCouponRefusal(error)) throw error;
    return failed(undefined, problem('invalid_coupon', error.message));
  }
}

/** One use of the coupon, counted against its limit; a limit reached meanwhile refuses the order. */
export async function spendCoupon(tx: Db, coupon: CouponRow | null): Promise<void> {
  if (coupon && !(await redeemCoupon(tx, { couponId: coupon.id }))) {
    throw refusal('invalid_coupon', orderMessages.coupons.refusals.limit_reached);
  }
}
