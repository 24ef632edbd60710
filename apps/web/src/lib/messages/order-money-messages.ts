/** The customer's order page: what was paid, refunded and is still due (issue 49). */
export const orderMoneyMessages = {
  title: 'Payments and refunds', // not in the spec
  paid: 'Paid', // not in the spec
  refunded: 'Refunded', // not in the spec
  due: 'Still due', // not in the spec
  kept: 'You paid, less refunds', // not in the spec
  refund: (date: string) => `Refund, ${date}`, // not in the spec
  toCard: 'to your card', // not in the spec
  inCash: 'in cash', // not in the spec
} as const;
