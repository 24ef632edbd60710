/**
 * The order and checkout constants, in a module of their own: only the checkout (and the orders
 * screens) read them, and a module the first visit also reads would carry them into its chunk.
 */

import { MINUTE_MS, SECOND_MS } from './constants.ts';

export const ORDER_REQUEST_TIMEOUT_MS = 30 * SECOND_MS;
export const ORDERS_PAGE_LIMIT = 10;
/** The first version's order lists start at offset 1 (a page number in practice). */
export const ORDERS_PAGE_OFFSET = 1;
export const CURRENCY_CODE = 'EUR';
export const CURRENCY_DECIMALS = 2;
export const ORDER_TYPE_BY_DELIVERY_MODE = { delivery: 'delivery', collection: 'take_away' } as const;
export const PAYMENT_METHODS = ['card', 'cash'] as const;
export const PAYMENT_METHOD_CODES = { card: 'digital_payment', cash: 'cash_on_delivery' } as const;
/** How an order is paid, as the payload and the order's row name it. */
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[keyof typeof PAYMENT_METHOD_CODES];
export const UNAVAILABLE_ITEM_NOTE = 'Please call if items unavailable';
/** A cart line's `item_type`: the spec's "fixed food model name", as the first version sends it. */
export const ORDER_ITEM_TYPE = 'App\\Models\\Food';
export const COUPON_DISCOUNT_TYPES = ['percent', 'amount'] as const;
/** The checkout's estimated times, in minutes (checkout-and-account §2.5). */
export const ESTIMATED_MINUTES = { delivery: [40, 45], collection: [20, 25] } as const;
/** Not in the spec: the order note's longest text (the payload's order_note takes up to 500). */
export const ORDER_NOTE_MAX_LENGTH = 500;
/** DECISIONS.md statuses; `handover` is ready for collection or out for delivery. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'handover',
  'delivered',
  'canceled',
  'failed',
  'refunded',
] as const;
export const FINISHED_ORDER_STATUSES = ['delivered', 'canceled', 'failed', 'refunded'] as const;
/** Running orders are listed first on the orders screen and update live. */
export const RUNNING_ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'handover'] as const;
export const ORDER_CANCEL_WINDOW_MS = 2 * MINUTE_MS;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const finishedOrderStatuses: ReadonlySet<string> = new Set(FINISHED_ORDER_STATUSES);
/** A finished order changes no more: it is history on the orders screen and its page stops promising updates. */
export function isFinishedOrderStatus(status: string): boolean {
  return finishedOrderStatuses.has(status);
}
