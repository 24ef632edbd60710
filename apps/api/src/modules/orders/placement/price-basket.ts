import { type PricedOrder, priceOrder } from '@tiffin/core';
import type { CouponRow } from '../../coupons/index.ts';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import type { Delivery } from './check-delivery.ts';
import { type BasketLine, pricingLines } from './read-basket.ts';

/** The server's prices: core's pure pricing with the settings' delivery fee and the coupon. */
export function priceBasket(
  restaurant: RestaurantSettings,
  lines: readonly BasketLine[],
  delivery: Delivery | undefined,
  coupon: CouponRow | null | undefined,
): PricedOrder {
  return priceOrder({
    lines: pricingLines(lines),
    distanceKm: delivery ? delivery.distanceKm : null,
    feeRule: {
      baseFeeCents: restaurant.deliveryBaseFeeCents,
      baseKm: restaurant.deliveryBaseKm,
      perKmCents: restaurant.deliveryPerKmCents,
    },
    coupon: coupon ? { discountType: coupon.discountType, discount: coupon.discount } : null,
  });
}
