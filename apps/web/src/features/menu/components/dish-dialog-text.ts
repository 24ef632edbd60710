/**
 * Ours (menu): the dish modal's texts, apart from site-text.ts so that they arrive with the modal's
 * code, not in every first download.
 */
/** How wide the modal's photo is drawn: the phone's whole width as a sheet, the 512 px dialog above. */
export const DISH_DIALOG_PHOTO_SIZES = '(min-width: 640px) 512px, 100vw';

export const dishDialogText = {
  /** Said while the dish's options are on their way. */
  loadingDetails: 'Loading options…',
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
  /** Under an option that adds allergens to the dish (issue 31), e.g. 'Contains Crustaceans'. */
  optionContains: (names: string) => `Contains ${names}`,
  /** Under ALLERGENS when the dish itself has one the customer avoids (the menu's filter). */
  containsAvoided: (names: string) => `Contains ${names}, which you are avoiding.`,
};
