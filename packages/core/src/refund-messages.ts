/**
 * The words of part refunds (issue 49, decision 070), said by the server (its refusals, the
 * customer's news) and by the browser (the staff's dialog, the customer's order page).
 */

import { formatEuro } from './money.ts';
import type { RefundRefusal } from './refund-split.ts';
import { formatVatRate } from './vat.ts';

export const refundMessages = {
  reasonRequired: 'Say why, for the customer', // not in the spec
  reasonTooLong: 'At most 200 characters', // not in the spec
  reasonCharacters: 'The reason has characters that are not supported', // not in the spec
  amountOrLines: 'Choose the dishes to refund, or an amount', // not in the spec
  amountWhole: 'An amount in euro and cent, more than €0.00', // not in the spec
  quantityWhole: 'A whole number of 1 or more', // not in the spec
  overTotal: (reference: string, refundable: number) =>
    refundable === 0
      ? `Order #${reference} has been refunded in full: nothing is left to refund`
      : `At most ${formatEuro(refundable)} can still be refunded on order #${reference}`, // not in the spec
  nothing: 'Choose at least one dish, or an amount, to refund', // not in the spec
  line: 'That dish is not on this order', // not in the spec
  quantity: (name: string, refundable: number) =>
    refundable === 0
      ? `Every ${name} has been refunded already`
      : `At most ${refundable} × ${name} can still be refunded`, // not in the spec
  rateUsed: (rate: number) =>
    `Earlier refunds gave back what was sold at VAT ${formatVatRate(rate)}: refund an amount instead`, // not in the spec
  cashNotTaken: (reference: string) =>
    `Order #${reference} has not been paid in cash yet: there is no cash to hand back`, // not in the spec
  cardNotPaid: (reference: string) => `Order #${reference} has no card payment that stands to refund`, // not in the spec
  cardGatewayMissing: 'Card refunds need the card gateway, which is not configured', // not in the spec
  gatewayRefused: 'The card gateway did not take the refund; try again', // not in the spec
  gatewayUnknown: (reference: string) =>
    `The card gateway did not answer whether it refunded part of order #${reference}; it is asked again within minutes`, // not in the spec
  wholeRefundAfterPart: (reference: string) =>
    `Part of order #${reference} has been refunded: use "Refund part" for what is left`, // not in the spec
  methods: { card: 'refunded to the card', cash: 'cash handed back' }, // not in the spec
  statuses: { pending: 'waiting for the card gateway', succeeded: 'refunded', failed: 'not made' }, // not in the spec
  /** The customer's news: "€4.50 refunded: The lamb ran out" */
  refunded: (amountCents: number, reason: string) => `${formatEuro(amountCents)} refunded: ${reason}`, // issue 49
} as const;

/** The words of a refusal, for the order's reference and its lines' names. */
export function refundRefusalMessage(
  refusal: RefundRefusal,
  { reference, lineName }: { reference: string; lineName: (lineId: number) => string },
): string {
  switch (refusal.refused) {
    case 'over_total':
      return refundMessages.overTotal(reference, refusal.refundableCents);
    case 'nothing':
      return refundMessages.nothing;
    case 'line':
      return refundMessages.line;
    case 'quantity':
      return refundMessages.quantity(lineName(refusal.lineId), refusal.refundableQuantity);
    case 'rate_used':
      return refundMessages.rateUsed(refusal.rateBasisPoints);
  }
}
