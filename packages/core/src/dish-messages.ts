/**
 * The dish modal's texts (visitor-side §2 "Add to cart modal"), with the specification's exact
 * wording: apart from messages.ts so that they arrive with the modal's code, not in every first
 * download. The server's check of a basket line's options says the same "Please select a variation".
 */
export const dishMessages = {
  selectVariation: 'Please select a variation',
  selectOne: 'Select One',
  additionalNote: 'Additional Note',
  additionalNoteOptional: 'Additional Note (Optional)',
  addToCartButton: 'Add To Cart',
  lowStock: (stock: number) => `Only ${stock} left`,
} as const;
