import { messages, orderFailedDetail, orderMessages } from '@tiffin/core';
import { ApiError } from '@/lib/api-client';

/*
 * What the checkout says of a refused placement (checkout-and-account §8), for the place-order
 * machine: the red box's text, the Order Failed dialog's detail, and whether the server refunded a
 * paid order it could not place.
 */

const m = orderMessages.checkout;

/** §8 "Order placement": the error kept for the page's red box. */
export function placementErrorText(error: unknown): string {
  const p = m.placement;
  if (!(error instanceof ApiError)) return p.unexpected;
  if (error.status === 401) return p.sessionExpired;
  if (error.status === 403 && error.code === 'empty_order') return p.invalidItems;
  if (error.status === 0) return p.network;
  return error.message || p.unexpected;
}

/** §8 "Order Failed dialog": the detail line under 'We couldn't process your order at this time.' */
export function orderFailedText(error: unknown): string {
  if (error instanceof ApiError) {
    // Too large an order: the server's text says the bound and the number to call (issue 30); a
    // time too early for a large order, how much later it needs; a dish not served at the time
    // chosen, its name (issue 33).
    if (
      (error.code === 'order_too_large' ||
        error.code === 'large_order_time' ||
        error.code === 'not_offered_then') &&
      error.message
    )
      return error.message;
    // The database away for a moment (issue 47): briefly unavailable, to be tried again.
    if (error.code === 'database_unavailable') return messages.common.serviceUnavailable.message;
    if (error.code !== undefined) return orderFailedDetail(error.code);
    return error.message || m.placement.checkConnection;
  }
  return m.placement.checkConnection;
}

/** A placement refused after the card was charged, which the server refunded (`payment_refunded`). */
export function isRefundedPayment(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body;
  return (
    typeof body === 'object' && body !== null && 'payment_refunded' in body && body.payment_refunded === true
  );
}
