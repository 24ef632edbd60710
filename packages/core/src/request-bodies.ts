import { confirmEmailSchema } from './contracts/auth.ts';
import { slotsRequestSchema } from './contracts/checkout.ts';
import {
  assignDriverSchema,
  cashUpRequestSchema,
  couldNotDeliverSchema,
  driverRoleSchema,
  moveStopSchema,
} from './contracts/drivers.ts';
import {
  acceptOrderSchema,
  advanceOrderSchema,
  answerEnquirySchema,
  cancelOrderSchema,
  categoryChangeSchema,
  categoryMoveSchema,
  closedDateSchema,
  couponChangeSchema,
  dishAvailabilitySchema,
  dishChangeSchema,
  newOptionSchema,
  newStaffMemberSchema,
  optionChangeSchema,
  optionStockSchema,
  orderingSettingsSchema,
  policyPageChangeSchema,
  restaurantDetailsSchema,
  staffLoginSchema,
  staffMemberChangeSchema,
  staffOpeningHoursSchema,
  staffPasswordChangeSchema,
  variationChangeSchema,
} from './contracts/index.ts';
import { orderChangeRequestSchema } from './contracts/order-changes.ts';
import { placeOrderRequestSchema, quoteRequestSchema } from './contracts/orders.ts';
import { busyRequestSchema, pauseRequestSchema } from './contracts/pace.ts';
import {
  simulatedAuthenticateRequestSchema,
  simulatedConfirmRequestSchema,
  wpayRequestSchema,
} from './contracts/payments.ts';
import { phoneOrderRequestSchema, phoneQuoteRequestSchema } from './contracts/phone-orders.ts';
import { cloudPrntPollSchema, printerChangeSchema } from './contracts/printers.ts';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from './contracts/push.ts';
import { hideRatingCommentSchema, rateOrderSchema, ratingReplySchema } from './contracts/ratings.ts';
import { partRefundRequestSchema } from './contracts/refunds.ts';
import { pageViewRequestSchema } from './contracts/restaurant.ts';
import { scheduleRequestSchema, soldOutTodaySchema } from './contracts/schedules.ts';
import { tipPayoutRequestSchema } from './contracts/tip-payouts.ts';
import { tipSettingsSchema } from './contracts/tips.ts';
import { zoneChangeSchema, zonesGeoJsonSchema } from './contracts/zones.ts';
import {
  customerMarkRequestSchema,
  guardRulesSchema,
  noShowRequestSchema,
  phoneCodeRequestSchema,
  phoneCodeVerifySchema,
} from './fake-order-guard.ts';
import { addressSchema, idParamSchema } from './validation.ts';
import {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  preorderSchema,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyTokenSchema,
} from './validation-forms.ts';
import { z } from './zod.ts';

/** A dish added to or removed from the favourites: its id, as the spec's string ("12") or a number. */
export const wishListChangeSchema = z.object({ food_id: idParamSchema });

/** `DELETE /api/v1/customer/address/delete`: the spec sends the id as a string. */
export const deleteAddressSchema = z.object({ address_id: idParamSchema });

/** The pre-order's form; the server checks the date against today in Dublin. */
export const preorderRequestSchema = preorderSchema();

/**
 * Every API call that carries a JSON body, and the schema the server validates it with: the API's
 * routes use these very schemas (apps/api/src/app.test.ts walks the routes to prove it), and the web
 * tests check every request the browser sends against them (apps/web/src/testing/mock-api.ts), so a
 * component cannot send what the server would refuse and still pass its tests.
 *
 * Exported from core's one entry like the rest: the browser's code never reads the table, so the
 * bundler leaves it out of every chunk (core's modules have no side effects but zod's setting).
 */
export const requestBodySchemas = {
  'POST /api/v1/analytics/page-view': pageViewRequestSchema,
  'POST /api/v1/auth/reg': registerSchema,
  'POST /api/v1/auth/login': loginSchema,
  'POST /api/v1/auth/forgot-password': forgotPasswordSchema,
  'POST /api/v1/auth/verify-token': verifyTokenSchema,
  'PUT /api/v1/auth/reset-password': resetPasswordSchema,
  'POST /api/v1/auth/confirm-email': confirmEmailSchema,
  'PUT /api/v1/customer/change-password': changePasswordSchema,
  'POST /api/v1/auth/delete-account': deleteAccountSchema,
  'POST /api/v1/customer/update-profile': updateProfileSchema,
  'POST /api/v1/customer/wish-list/add': wishListChangeSchema,
  'DELETE /api/v1/customer/wish-list/remove': wishListChangeSchema,
  'POST /api/v1/preorder': preorderRequestSchema,
  'POST /api/v1/customer/address/add': addressSchema,
  'PUT /api/v1/customer/address/update/:addressId': addressSchema,
  'DELETE /api/v1/customer/address/delete': deleteAddressSchema,
  'POST /api/v1/tslots': slotsRequestSchema,
  'POST /api/v1/dslots': slotsRequestSchema,
  'POST /api/v1/customer/order/place1': placeOrderRequestSchema,
  'POST /api/v1/customer/order/quote': quoteRequestSchema,
  'POST /api/v1/customer/phone-checks': phoneCodeRequestSchema,
  'POST /api/v1/customer/phone-checks/:checkId/verify': phoneCodeVerifySchema,
  'POST /api/v1/stripe/wpay': wpayRequestSchema,
  'POST /api/v1/payments/simulated/confirm': simulatedConfirmRequestSchema,
  'POST /api/v1/payments/simulated/authenticate': simulatedAuthenticateRequestSchema,
  'POST /api/v1/staff/auth/login': staffLoginSchema,
  'POST /api/v1/staff/members': newStaffMemberSchema,
  'PATCH /api/v1/staff/members/:staffId': staffMemberChangeSchema,
  'PUT /api/v1/staff/me/password': staffPasswordChangeSchema,
  'POST /api/v1/staff/orders/:orderId/accept': acceptOrderSchema,
  'POST /api/v1/staff/orders/:orderId/cancel': cancelOrderSchema,
  'POST /api/v1/staff/orders/:orderId/advance': advanceOrderSchema,
  'POST /api/v1/staff/orders/:orderId/refunds': partRefundRequestSchema,
  'POST /api/v1/staff/orders/:orderId/driver': assignDriverSchema,
  'POST /api/v1/staff/deliveries/:deliveryId/not-delivered': couldNotDeliverSchema,
  'POST /api/v1/staff/deliveries/:deliveryId/move': moveStopSchema,
  'POST /api/v1/staff/drivers/:driverId/cash-up': cashUpRequestSchema,
  'PUT /api/v1/staff/drivers/:driverId': driverRoleSchema,
  'POST /api/v1/staff/orders/:orderId/change/preview': orderChangeRequestSchema,
  'POST /api/v1/staff/orders/:orderId/change': orderChangeRequestSchema,
  'POST /api/v1/staff/phone-orders': phoneOrderRequestSchema,
  'POST /api/v1/staff/phone-orders/quote': phoneQuoteRequestSchema,
  'POST /api/v1/staff/zones': zoneChangeSchema,
  'PUT /api/v1/staff/zones/:zoneId': zoneChangeSchema,
  'PUT /api/v1/staff/zones/geojson': zonesGeoJsonSchema,
  'POST /api/v1/staff/zones/preview': zoneChangeSchema,
  'PUT /api/v1/staff/busy': busyRequestSchema,
  'PUT /api/v1/staff/pause': pauseRequestSchema,
  'PUT /api/v1/staff/menu/dishes/:productId/availability': dishAvailabilitySchema,
  'PUT /api/v1/staff/menu/options/:optionId/stock': optionStockSchema,
  'PUT /api/v1/staff/menu/dishes/:productId/schedule': scheduleRequestSchema,
  'PUT /api/v1/staff/menu/categories/:categoryId/schedule': scheduleRequestSchema,
  'PUT /api/v1/staff/menu/dishes/:productId/sold-out-today': soldOutTodaySchema,
  'PUT /api/v1/staff/menu/options/:optionId/sold-out-today': soldOutTodaySchema,
  'POST /api/v1/staff/menu/categories': categoryChangeSchema,
  'PUT /api/v1/staff/menu/categories/:categoryId': categoryChangeSchema,
  'POST /api/v1/staff/menu/categories/:categoryId/move': categoryMoveSchema,
  'POST /api/v1/staff/menu/dishes': dishChangeSchema,
  'PUT /api/v1/staff/menu/dishes/:productId': dishChangeSchema,
  'POST /api/v1/staff/menu/dishes/:productId/variations': variationChangeSchema,
  'PUT /api/v1/staff/menu/variations/:variationId': variationChangeSchema,
  'POST /api/v1/staff/menu/variations/:variationId/options': newOptionSchema,
  'PUT /api/v1/staff/menu/options/:optionId': optionChangeSchema,
  'PUT /api/v1/staff/settings/ordering': orderingSettingsSchema,
  'PUT /api/v1/staff/settings/hours': staffOpeningHoursSchema,
  'POST /api/v1/staff/settings/closed-dates': closedDateSchema,
  'PUT /api/v1/staff/settings/details': restaurantDetailsSchema,
  'PUT /api/v1/staff/settings/policies/:slug': policyPageChangeSchema,
  'PUT /api/v1/staff/settings/tips': tipSettingsSchema,
  'POST /api/v1/staff/tips/payouts': tipPayoutRequestSchema,
  'PUT /api/v1/staff/fake-orders/rules': guardRulesSchema,
  'POST /api/v1/staff/fake-orders/marks': customerMarkRequestSchema,
  'POST /api/v1/staff/fake-orders/no-shows': noShowRequestSchema,
  'POST /api/v1/staff/enquiries/:enquiryId/answer': answerEnquirySchema,
  'POST /api/v1/staff/coupons': couponChangeSchema,
  'PUT /api/v1/staff/coupons/:couponId': couponChangeSchema,
  'POST /api/v1/staff/printers': printerChangeSchema,
  'PUT /api/v1/staff/printers/:printerId': printerChangeSchema,
  'POST /api/v1/cloudprnt': cloudPrntPollSchema,
  'POST /api/v1/customer/push-subscription': pushSubscriptionSchema,
  'POST /api/v1/customer/push-subscription/remove': pushUnsubscribeSchema,
  'POST /api/v1/customer/push-subscription/state': pushUnsubscribeSchema,
  'POST /api/v1/staff/push-device': pushSubscriptionSchema,
  'POST /api/v1/staff/push-device/remove': pushUnsubscribeSchema,
  'POST /api/v1/staff/push-device/state': pushUnsubscribeSchema,
  'POST /api/v1/customer/order/:orderId/rating': rateOrderSchema,
  'POST /api/v1/staff/ratings/:ratingId/reply': ratingReplySchema,
  'POST /api/v1/staff/ratings/:ratingId/hide': hideRatingCommentSchema,
} as const satisfies Record<string, z.ZodType>;

export type RequestWithBody = keyof typeof requestBodySchemas;
