/**
 * A receipt's parts as both its text and its HTML show them (issue 47): made once from the order
 * (`orderReceipt`), so the two say the same.
 */
export type ReceiptView = {
  /** 'Collection on Saturday 28 November 2026 at 6:30 PM', 'Deliver to: …', 'Payment: …' */
  facts: string[];
  /** Each line: '2 × Chicken Tikka', its amount, and under it its options, note and allergens */
  lines: { item: string; amount: string; details: string[] }[];
  /** Products, delivery fee, discount, deposit, the total; then with a tip, the tip and what the card paid */
  totals: { label: string; amount: string }[];
  /** The VAT the total contains, a rate each, lowest first: 'VAT 9%: €1.23', 'VAT 23%: €0.93' */
  vat: string[];
  /** 'Order note: …', when there is one and it may be quoted */
  orderNote: string | null;
  /** 'Allergens in this order: …' */
  allergens: string;
  /** The tips notice (issue 51, s.4E), its paragraphs; empty when tips are not offered and none was paid */
  tipsNotice: string[];
};
