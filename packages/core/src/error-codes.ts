/** DECISIONS.md: the named codes of the error shape; any other `code` is a field name. */
export const ERROR_CODES = [
  'otp',
  'invalid',
  'empty_order',
  'insufficient_stock',
  'restaurant_closed',
  'delivery_unavailable',
  'payment_failed',
  'invalid_coupon',
  'minimum_order',
  'distance',
  'address',
  'longitude',
  'latitude',
  'contact_person_name',
  'contact_person_number',
  'price_changed',
  'slot_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}

/**
 * Every code the server answers with, each once, with the HTTP status it maps to (decision 039).
 * The server's one error type takes its status from here, so a code means one thing everywhere
 * and the browser decides by code, never by message text.
 */
export const API_ERROR_STATUS = {
  // The Order Failed codes of placement and quote (checkout-and-account §8). The first version's
  // client recognises empty_order by its 403.
  empty_order: 403,
  insufficient_stock: 422,
  restaurant_closed: 422,
  delivery_unavailable: 422,
  payment_failed: 422,
  invalid_coupon: 422,
  minimum_order: 422,
  distance: 422,
  address: 422,
  longitude: 422,
  latitude: 422,
  contact_person_name: 422,
  contact_person_number: 422,
  price_changed: 409,
  slot_unavailable: 422,
  // More portions or a larger total than the restaurant takes online (issue 30): call instead.
  order_too_large: 422,
  // A slot earlier than a large order may have (issue 33): it needs the extra minutes.
  large_order_time: 422,
  // A dish (or its category) not offered at the time chosen (issue 33): its own message names it.
  not_offered_then: 422,
  // A tip on cash, with tips off, or outside the settings' choices and bounds (issue 51, decision 065).
  invalid_tip: 422,
  // A coupon refused by the apply call, one code per reason (core's couponRefusalCodes, decision
  // 037); placing and the quote call each of them invalid_coupon.
  coupon_not_found: 404,
  coupon_inactive: 422,
  coupon_expired: 422,
  coupon_not_started: 422,
  coupon_limit_reached: 422,
  coupon_minimum: 422,
  // A request the server cannot read.
  invalid: 400,
  too_deep: 400,
  last_event_id: 400,
  invalid_signature: 400,
  idempotency_key: 400,
  image: 415,
  media_type: 415,
  // A photo wider or taller than a camera makes (an image bomb), refused before decoding.
  image_too_large: 422,
  // Who may ask.
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  too_many_requests: 429,
  too_many_streams: 429,
  // Staff sign-ins to an e-mail address held back from a network after wrong passwords in a row
  // (decision 060): even the right one waits, from there only.
  sign_in_held: 429,
  otp: 429,
  // Refused in the state things are in now.
  idempotency_key_reused: 422,
  // A ready time before the time the customer asked for, or before the restaurant opens that day.
  ready_time: 422,
  status: 409,
  // An order changed (issue 49): read at another version than it is now, a change that changes
  // nothing, a dearer card order without a way to take the difference.
  order_version: 409,
  order_unchanged: 422,
  settle: 422,
  cancel_window: 409,
  order_in_progress: 409,
  refund_unavailable: 409,
  answered: 409,
  // Ratings (issue 51): an order not completed, or rated already; a rating answered, a comment hidden.
  not_rateable: 409,
  rated: 409,
  secret: 409,
  staff: 409,
  address_book_full: 409,
  // Drivers' runs (issue 50): an order that cannot go on a run, or is on one already, or a step
  // its delivery is past; a member who is not a driver; a cash-up's missing note or empty shift.
  delivery: 409,
  driver: 422,
  cash_up: 422,
  // The link that proves an e-mail address (issue 30): used, expired or never made; and a link
  // asked for an address already proved.
  confirmation_link: 400,
  email_confirmed: 409,
  payment_intent_unexpected_state: 409,
  // The fake-order guard (issue 51, decision 073): a cash order that needs a verified phone, a
  // customer the staff made pay by card or blocked; a number a code is not sent to, a wrong or
  // spent code, and the codes sent past their day's limit.
  phone_check_required: 422,
  card_only: 422,
  customer_blocked: 403,
  phone_not_allowed: 422,
  phone_code: 422,
  phone_code_spent: 409,
  phone_code_limit: 429,
  // A no-show marked on an order not accepted or already taken, with nobody to mark, or twice (decision 078).
  no_show: 409,
  // A service the server depends on.
  payment_gateway_failed: 502,
  sms_failed: 502,
  geocoder_failed: 502,
  geocoder_unavailable: 503,
  not_configured: 503,
  database_unavailable: 503,
  closing: 503,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/**
 * The fields a service refuses by name after the schema has passed them (DECISIONS.md: a code
 * that is not named is a field): 400 when the value cannot be used, 409 when another record holds it.
 */
export const FIELD_ERROR_CODES = [
  'email',
  'phone',
  'date',
  'current_password',
  'code',
  // A staff password too easy to guess (the server's strength check, issue 30)
  'password',
  'new_password',
  // Busy mode's period and the pause's end, refused against the clock (issue 33)
  'for_minutes',
  'until',
  // A push subscription's endpoint the server will not post to (decision 053)
  'endpoint',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export const FIELD_ERROR_STATUS = { invalid: 400, taken: 409 } as const;
