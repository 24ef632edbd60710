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
