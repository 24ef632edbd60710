/**
 * Ours (issue 31): the texts of the menu's allergen filter panel, apart from site-text.ts so that
 * they arrive with the panel's code, when it is first opened.
 */
export const allergenFilterText = {
  /** The bar above the menu while any is avoided: 'Avoiding: Crustaceans, Milk · Clear'. */
  avoiding: 'Avoiding:',
  clearAvoided: 'Clear',
  legend: 'Allergens to avoid',
  hint: 'Dishes that contain one are marked, and options that add one cannot be chosen. Kept on this device.',
  done: 'Done',
  clear: 'Clear all',
  /** Heads the restaurant's own statement: what its kitchen cannot keep apart. */
  statementHeading: 'Please note',
};
