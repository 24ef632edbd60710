/**
 * The words of VAT by rate and the deposit (issue 32, decision 046), on every surface that shows an
 * order's money: the basket, the checkout's Order Summary, the order page, the receipt, the ticket.
 * Kept apart and small, so the basket carries no more of the ordering texts than these.
 */
export const vatMessages = {
  /** The deposit's own line, never discounted */
  deposit: 'Deposit (Re-turn)', // not in the spec
  /** One rate's VAT: 'VAT 9%: €1.61' */
  vatAtRate: (rate: string, amount: string) => `VAT ${rate}: ${amount}`, // not in the spec
  /** Between the rates: 'VAT 9%: €1.61 · VAT 23%: €0.30' */
  separator: ' · ',
  /** The menu editor's fields (decision 046) */
  vatClassLabel: 'VAT class',
  depositLabel: 'Deposit per unit (€)',
  depositHint: 'Re-turn: €0.15 for a can or bottle of 150 ml to 500 ml, €0.25 above 500 ml; 0 for none.',
  vatClasses: {
    food: 'Food and catering',
    soft_drink: 'Soft drink or water',
    alcohol: 'Alcohol',
    zero: 'Zero-rated',
  },
  invalidVatClass: 'A VAT class: food, soft_drink, alcohol or zero',
  invalidDeposit: 'A deposit of €0.00 or more',
} as const;
