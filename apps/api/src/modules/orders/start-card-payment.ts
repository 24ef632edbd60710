import {
  centsToEuroString,
  euroStringToCents,
  formatEuro,
  orderMessages,
  type WpayRequest,
  type WpayResponse,
} from '@tiffin/core';
import { cancelSupersededPayments, recordPayment } from '../payments/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { paymentsOrderSide } from './payments-side.ts';
import { checkOrderTip } from './placement/check-tip.ts';
import { must, refusal } from './placement/checked.ts';
import { quoteOrder } from './quote-order.ts';

/**
 * `POST /api/v1/stripe/wpay`: a payment intent for the server's quote of the customer's basket and its tip, in
 * cents and euro, never for an amount the browser names. The basket must be one the restaurant would
 * take now (the quote's first problem refuses it, before anyone pays); it is recorded with the
 * payment, whose metadata ties the intent to this customer. The customer's older open payments beyond a
 * few are settled or canceled, so no one can pile up intents.
 */
export async function startCardPayment(
  deps: Parameters<typeof cancelSupersededPayments>[0] & Parameters<typeof paymentsOrderSide>[0],
  { customerId, body }: { customerId: number; body: WpayRequest },
): Promise<WpayResponse> {
  const { db, clock, paymentGateway } = deps;
  if (paymentGateway === null) throw refusal('payment_failed', orderMessages.card.notTaken);
  const order = { ...body.order, payment_method: 'digital_payment' as const };
  const quote = await quoteOrder({ db, clock, paymentGateway }, { customerId, body: order });
  const [problem] = quote.problems;
  if (problem) throw refusal(problem.code, problem.message);
  const totalCents = euroStringToCents(quote.total);
  // The card pays the tip with the total (issue 51), worked out here as placing works it out.
  const totals = { totalCents, depositCents: euroStringToCents(quote.deposit) };
  const tipCents = must(checkOrderTip(await requireRestaurant({ db }), order, totals));
  const amountCents = totalCents + tipCents;
  const intent = await paymentGateway.createIntent({
    amountCents,
    currency: 'eur',
    metadata: { customer_id: String(customerId) },
    description: `Order for ${formatEuro(amountCents)}`, // not in the spec
  });
  await recordPayment(db, {
    intentId: intent.id,
    gateway: paymentGateway.kind,
    customerId,
    amountCents,
    currency: 'eur',
    basket: { ...order, order_amount: quote.total },
    createdAt: clock.now(),
  });
  await cancelSupersededPayments(deps, paymentsOrderSide(deps), { customerId });
  return {
    clientSecret: intent.clientSecret,
    stripePaymentId: intent.id,
    stripeCustomerId: null,
    amount: centsToEuroString(amountCents),
  };
}
