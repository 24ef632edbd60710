/**
 * Ours (menu): the dish modal's texts, apart from site-text.ts so that they arrive with the modal's
 * code, not in every first download.
 */
export const dishDialogText = {
  /** The price an option adds, e.g. '+€2.00'. */
  optionPrice: (price: string) => `+${price}`,
  /** A limited option with none left (DECISIONS.md: orders never take stock below 0). */
  soldOut: 'Sold out',
  /** The visible counter under the note, e.g. '12/200'. */
  noteCounter: (length: number, max: number) => `${length}/${max}`,
  noteCounterLabel: (length: number, max: number) => `${length} of ${max} characters used`,
  notePlaceholder: 'e.g. no coriander, sauce on the side',
  quantity: 'Quantity',
  /** Beside the quantity once it reaches the stock of a limited option (the server checks again at checkout). */
  stockLimit: (stock: number) => `We have only ${stock} left, so ${stock} is the most you can add.`,
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  noAllergens: 'None declared. Ask us if you are unsure.',
};
