import type { PlaceOrderRequest } from '@tiffin/core';

/** The card payment a card order's body names (the spec's three fields for it), or null. */
export function cardIntentIdOf(body: PlaceOrderRequest): string | null {
  if (body.payment_method !== 'digital_payment') return null;
  return body.stripe_payment_intent_id || body.payment_id || body.transaction_reference || null;
}
