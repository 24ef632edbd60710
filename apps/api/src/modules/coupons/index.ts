/**
 * Coupons: the customer's list and apply, the staff's editing, and the redemption an order makes
 * and gives back (decisions 021, 037).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */

export { couponRoutes } from './coupons.routes.ts';
export {
  activeCouponCode,
  type CouponRow,
  couponDiscountForSubtotal,
  findCouponForOrder,
  isCouponRefusal,
  redeemCoupon,
  unredeemCoupon,
} from './coupons.service.ts';
export { staffCouponRoutes } from './staff-coupons.routes.ts';
