import type { PlaceOrderPayload, SimulatedPaymentResponse, WpayPayload, WpayResponse } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';

/**
 * A card payment for the basket (`POST /api/v1/stripe/wpay`, §7 call 11): the server charges its
 * own quote of `order`, whatever amount is named.
 */
export function startCardPayment(input: {
  order: PlaceOrderPayload;
  customer: { name: string; phone: string };
}): Promise<WpayResponse> {
  const body: WpayPayload = {
    user_name: input.customer.name,
    phone: input.customer.phone,
    currency_code: 'EUR',
    order: input.order,
  };
  return customerFetch<WpayResponse>('/api/v1/stripe/wpay', { method: 'POST', json: body });
}

export type SimulatedCardInput = { number: string; expMonth: number; expYear: number; cvc: string };

/** The simulated gateway's card form: the card tried on the payment (what Stripe.js does with Stripe). */
export function confirmSimulatedCard(
  payment: WpayResponse,
  card: SimulatedCardInput,
): Promise<SimulatedPaymentResponse> {
  return customerFetch<SimulatedPaymentResponse>('/api/v1/payments/simulated/confirm', {
    method: 'POST',
    json: {
      payment_intent_id: payment.stripePaymentId,
      client_secret: payment.clientSecret,
      card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
    },
  });
}

/** The simulated 3-D Secure answer. */
export function authenticateSimulatedCard(
  payment: WpayResponse,
  approve: boolean,
): Promise<SimulatedPaymentResponse> {
  return customerFetch<SimulatedPaymentResponse>('/api/v1/payments/simulated/authenticate', {
    method: 'POST',
    json: { payment_intent_id: payment.stripePaymentId, client_secret: payment.clientSecret, approve },
  });
}
