/*
 * How an order is paid, told the same way everywhere (issue 29): the receipt and the restaurant's
 * e-mail, the status e-mails, the staff board's card, the kitchen ticket on screen and on paper, and
 * the customer's order page and lists. The server derives the state from its own rows and sends it
 * with the order; the words come from here, so no surface can call a card order cash again.
 */

import { formatEuro } from './money.ts';
import type { OrderStatus, PaymentMethodCode } from './order-constants.ts';
import { REFUND_DAYS } from './policy-constants.ts';

export const PAYMENT_STATES = [
  'card_paid',
  'card_refunded',
  'cash_due',
  'cash_paid',
  'nothing_due',
  'link_due',
] as const;
/**
 * `card_paid`: a card paid the order and the money stands; `card_refunded`: it went back to the
 * card; `cash_due`: cash is taken at the door or the counter; `cash_paid`: the cash order was handed
 * over, so its cash was taken; `nothing_due`: a cash order cancelled, rejected or failed, or a phone
 * order whose payment link lapsed; `link_due`: a phone order waiting for its payment link (issue 49).
 */
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Where the card payment of an order stands: see the server's `payments` table. */
export type CardPaymentStatus = 'placed' | 'refunded';

export type PaymentFacts = {
  method: PaymentMethodCode;
  status: OrderStatus;
  /** The order's card payment, null when there is none (cash) */
  cardPayment: CardPaymentStatus | null;
  /** A phone order paid by a payment link (issue 49): what it still has to pay */
  byLink?: { dueCents: number };
};

const CASH_SETTLED: ReadonlySet<OrderStatus> = new Set(['canceled', 'failed', 'refunded']);

/**
 * The payment state of an order. A card order is never "cash due", whatever its status: it is
 * refunded once its payment is (or the order says so), and paid otherwise.
 */
export function paymentStateOf({ method, status, cardPayment, byLink }: PaymentFacts): PaymentState {
  if (method === 'digital_payment' && byLink && cardPayment === null) {
    if (CASH_SETTLED.has(status) && byLink.dueCents > 0) return 'nothing_due';
    return byLink.dueCents > 0 ? 'link_due' : 'card_paid';
  }
  if (method === 'digital_payment') {
    return cardPayment === 'refunded' || status === 'refunded' ? 'card_refunded' : 'card_paid';
  }
  if (status === 'delivered') return 'cash_paid';
  return CASH_SETTLED.has(status) ? 'nothing_due' : 'cash_due';
}

export const paymentMessages = {
  cardPaid: 'Paid by card', // issue 29
  cashDue: (amount: string) => `Cash due ${amount}`, // issue 29
  cashPaid: 'Paid in cash', // issue 29
  cardRefunded: (amount: string) => `Refunded ${amount} (${REFUND_DAYS})`, // issue 29
  nothingDue: 'Nothing due', // not in the spec: a cash order cancelled, nothing to collect
  linkDue: (amount: string) => `Awaiting payment ${amount} by link`, // issue 49: a phone order's link
} as const;

/**
 * The words for an order's payment: "Paid by card", "Cash due €33.90", "Paid in cash",
 * "Refunded €46.08 (5-10 business days)" or "Nothing due". `refundedCents` is the amount given back
 * (the total when not known).
 */
export function paymentWording({
  state,
  totalCents,
  refundedCents = null,
}: {
  state: PaymentState;
  totalCents: number;
  refundedCents?: number | null;
}): string {
  switch (state) {
    case 'card_paid':
      return paymentMessages.cardPaid;
    case 'card_refunded':
      return paymentMessages.cardRefunded(formatEuro(refundedCents ?? totalCents));
    case 'cash_due':
      return paymentMessages.cashDue(formatEuro(totalCents));
    case 'cash_paid':
      return paymentMessages.cashPaid;
    case 'nothing_due':
      return paymentMessages.nothingDue;
    case 'link_due':
      return paymentMessages.linkDue(formatEuro(totalCents));
  }
}

/** The wording of an order as the server sends it (the board's, the order page's and the lists' shape). */
export function orderPaymentWording(order: {
  payment_state: PaymentState;
  total_cents: number;
  refunded_cents: number | null;
}): string {
  return paymentWording({
    state: order.payment_state,
    totalCents: order.total_cents,
    refundedCents: order.refunded_cents,
  });
}
