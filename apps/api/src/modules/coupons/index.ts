/** Coupons: what other modules and the app may use of this module. */

export { couponRoutes } from './coupons.routes.ts';
export {
  type CouponRow,
  couponDiscountForSubtotal,
  findCouponForOrder,
  isCouponRefusal,
  redeemCoupon,
  unredeemCoupon,
} from './coupons.service.ts';
export { staffCouponRoutes } from './staff-coupons.routes.ts';
