/**
 * What the menu hands to the basket when a dish is added: the shape both features share (they do
 * not import each other; the home route passes one to the other). Money is in integer cents.
 */

/** The option chosen in one variation group (visitor-side §3 "Cart item": selectedVariations). */
export type SelectedVariation = {
  variationId: number;
  /** The group's name, e.g. 'Protein'. */
  variationName: string;
  optionId: number;
  /** The option's label, e.g. 'Lamb'. */
  label: string;
  /** What the option adds to the dish's price. */
  priceCents: number;
};

/** The chosen options, keyed by the variation id (as a string, as JSON keeps it). */
export type SelectedVariations = Record<string, SelectedVariation>;

export type CartCategory = { id: number; name: string };

/** A dish with its choices, as the menu adds it; the basket gives it an id, a unique id and its mode. */
export type NewCartItem = {
  productId: number;
  name: string;
  description: string;
  /** The dish's own price, before options. */
  basePriceCents: number;
  image: string | null;
  category: CartCategory | null;
  quantity: number;
  selectedVariations: SelectedVariations;
  /** Trimmed; '' for none. */
  additionalNote: string;
  /** Allergen display names. */
  allergens: string[];
  /** The Re-turn deposit per unit in cents (issue 32); absent in a basket kept from before: none */
  depositCents?: number;
};

/**
 * What the menu says now of the dishes a basket holds (issue 29), handed by a route from the menu
 * to the basket: a line whose dish or option is not here is no longer sold.
 */
export type MenuAvailability = {
  /** The dishes on the menu now (not 86'd, not hidden); undefined until the menu has come. */
  dishIds: ReadonlySet<number> | undefined;
  /** Per dish read in detail, its options on sale now (not sold out), by id. */
  optionIds: ReadonlyMap<number, ReadonlySet<number>>;
};
