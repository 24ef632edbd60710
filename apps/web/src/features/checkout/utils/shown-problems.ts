/**
 * Quote problems that are news to the customer (the rest the flow's dialogs take in turn). The
 * quote's coupon problem keeps the placement's code, `invalid_coupon` (decision 037).
 */
export const SHOWN_PROBLEMS = new Set([
  'invalid_coupon',
  'insufficient_stock',
  'empty_order',
  'restaurant_closed',
  'delivery_unavailable',
  'price_changed',
  // Beyond the restaurant's bounds for one online order (issue 30): the message gives its phone.
  'order_too_large',
  // A time too early for a large order (issue 33): the message says how much later it needs.
  'large_order_time',
  // A dish not served at the time chosen (issue 33): the message names it.
  'not_offered_then',
  // A tip outside the settings (issue 51): the message gives the bounds.
  'invalid_tip',
]);
