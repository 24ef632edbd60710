import { formatEuro } from '@tiffin/core';

/** The staff's "Refund part" dialog (issue 49): the words only the browser says. */
export const staffRefundMessages = {
  open: 'Refund part', // issue 49
  title: (reference: string) => `Refund part of #${reference}`, // not in the spec
  close: 'Close', // not in the spec
  loading: 'Loading the refunds…', // not in the spec
  failed: 'The refunds could not be loaded.', // not in the spec
  retry: 'Try again', // not in the spec
  byLines: 'Dishes', // not in the spec
  byAmount: 'An amount', // not in the spec
  how: 'Refund by', // not in the spec
  quantityOf: (name: string) => `Quantity of ${name} to refund`, // not in the spec
  fewer: (name: string) => `One ${name} less`, // not in the spec
  more: (name: string) => `One ${name} more`, // not in the spec
  ofLine: (refundable: number, quantity: number) => `${refundable} of ${quantity} left`, // not in the spec
  amount: 'Amount (€)', // not in the spec
  reason: 'Reason, shown to the customer', // not in the spec
  reasons: ['A dish ran out', 'A dish was not right', 'Sorry for the wait'], // not in the spec
  paid: (cents: number) => `Paid ${formatEuro(cents)}`, // not in the spec
  refunded: (cents: number) => `Refunded ${formatEuro(cents)}`, // not in the spec
  most: (cents: number) => `At most ${formatEuro(cents)} can still be refunded`, // not in the spec
  submit: (cents: number | null, method: string) =>
    cents === null ? `Refund (${method})` : `Refund ${formatEuro(cents)} (${method})`, // not in the spec
  earlier: 'Refunds so far', // not in the spec
  none: 'Nothing refunded yet.', // not in the spec
  done: (cents: number) => `${formatEuro(cents)} refunded.`, // not in the spec
} as const;
