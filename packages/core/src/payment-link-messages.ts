import { formatEuro } from './money.ts';

/**
 * The words of a payment link (issue 49, decision 063): the pages the customer opens, the reason a
 * phone order whose link lapsed is cancelled, and the staff's refusals.
 */
export const paymentLinkMessages = {
  pageTitle: (reference: string) => `Pay for order #${reference}`,
  amount: (cents: number) => `${formatEuro(cents)} to pay`,
  paid: (reference: string) => `Order #${reference} is paid. Thank you!`,
  confirming: (reference: string) =>
    `Thank you: your payment for order #${reference} is being confirmed. You will get an e-mail.`,
  lapsed: (reference: string) =>
    `This payment link for order #${reference} has lapsed. Please call the restaurant.`,
  simulatedTitle: 'Simulated card payment (test mode: no money moves)',
  simulatedPay: 'Pay',
  lapsedReason: 'The payment link was not paid in time.',
  noGateway: 'Payment links need a card gateway, which is not configured',
  staffPaid: 'a payment link was paid',
  staffLapsed: 'a payment link lapsed',
} as const;
