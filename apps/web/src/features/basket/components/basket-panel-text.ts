/**
 * Ours (basket): the basket's lines and totals, apart from site-text.ts so that they arrive with the
 * basket's contents, not in every first download.
 */
export const basketPanelText = {
  items: 'Items in your basket',
  /** The price of one portion, shown when a line holds more than one. */
  each: (price: string) => `${price} each`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  /** A line no longer sold shows its quantity without the stepper. */
  quantity: (count: number) => `Quantity: ${count}`,
  decrease: (name: string) => `Remove one ${name}`,
  increase: (name: string) => `Add one more ${name}`,
  remove: (name: string) => `Remove ${name} from basket`,
  note: 'Note:',
  /** A line's allergens as sold, the dish's and its options' (issue 31). */
  contains: (names: string) => `Contains: ${names}`,
  /** Over the total while lines are hidden under it (a cue for the eye; the list itself is complete). */
  moreBelow: 'Scroll for more',
  /** The basket shows no fees (visitor-side §4); the server prices the order at checkout. */
  feesAtCheckout: 'Any delivery fee is worked out at checkout.',
};
