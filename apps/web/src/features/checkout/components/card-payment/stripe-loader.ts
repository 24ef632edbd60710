import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for the restaurant's publishable key, loaded once, from Stripe's own host as its terms
 * require, and only when a card payment is about to be made (`/pure`: importing it loads nothing):
 * never on a first visit, never with a test payment (DECISIONS.md).
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (stripe === undefined) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}
