import type { PlaceOrderPayload } from '@tiffin/core';
import type { SimulatedPaymentResponse, WpayPayload, WpayResponse } from '@tiffin/core/contracts';
import { apiFetch } from '@/lib/api-client';

/**
 * A card payment for the basket (`POST /api/v1/stripe/wpay`, §7 call 11): the server charges its
 * own quote of `order`, whatever amount is named.
 */
export function startCardPayment(
  token: string,
  input: { order: PlaceOrderPayload; customer: { name: string; phone: string } },
): Promise<WpayResponse> {
  const body: WpayPayload = {
    user_name: input.customer.name,
    phone: input.customer.phone,
    currency_code: 'EUR',
    order: input.order,
  };
  return apiFetch<WpayResponse>('/api/v1/stripe/wpay', { method: 'POST', json: body, token });
}

export type SimulatedCardInput = { number: string; expMonth: number; expYear: number; cvc: string };

/** The simulated gateway's card form: the card tried on the payment (what Stripe.js does with Stripe). */
export function confirmSimulatedCard(
  token: string,
  payment: WpayResponse,
  card: SimulatedCardInput,
): Promise<SimulatedPaymentResponse> {
  return apiFetch<SimulatedPaymentResponse>('/api/v1/payments/simulated/confirm', {
    method: 'POST',
    token,
    json: {
      payment_intent_id: payment.stripePaymentId,
      client_secret: payment.clientSecret,
      card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
    },
  });
}

/** The simulated 3-D Secure answer. */
export function authenticateSimulatedCard(
  token: string,
  payment: WpayResponse,
  approve: boolean,
): Promise<SimulatedPaymentResponse> {
  return apiFetch<SimulatedPaymentResponse>('/api/v1/payments/simulated/authenticate', {
    method: 'POST',
    token,
    json: { payment_intent_id: payment.stripePaymentId, client_secret: payment.clientSecret, approve },
  });
}
