import { euroStringToCents, type Product, type ProductDetails, type Variation } from '@tiffin/core';
import type { NewCartItem, SelectedVariations } from '@/lib/cart-item';

/** The option chosen in each group: variation id → option id. */
export type VariationChoices = Readonly<Record<string, number>>;

/** The chosen options with their names and prices, for the basket line. */
export function selectedVariations(
  groups: readonly Variation[],
  choices: VariationChoices,
): SelectedVariations {
  const selected: SelectedVariations = {};
  for (const group of groups) {
    const option = group.values.find((value) => value.option_id === choices[group.variation_id]);
    if (option === undefined) continue;
    selected[group.variation_id] = {
      variationId: group.variation_id,
      variationName: group.name,
      optionId: option.option_id,
      label: option.label,
      priceCents: euroStringToCents(option.optionPrice),
    };
  }
  return selected;
}

type CartItemParts = {
  product: Product;
  details: ProductDetails;
  choices: VariationChoices;
  note: string;
  quantity: number;
  /** The line's allergens as sold: the dish's and its chosen options' (issue 31), display names. */
  allergens: string[];
};

/** The dish as the basket takes it: the details' price, the choices, note and quantity, and its allergens. */
export function buildCartItem({
  product,
  details,
  choices,
  note,
  quantity,
  allergens,
}: CartItemParts): NewCartItem {
  return {
    productId: details.id,
    name: details.name,
    description: details.description,
    basePriceCents: euroStringToCents(details.price),
    image: details.image ?? product.image,
    category: details.category ?? product.category,
    quantity,
    selectedVariations: selectedVariations(details.variations, choices),
    additionalNote: note.trim(),
    allergens,
    // The Re-turn deposit of a can or bottle (issue 32); a dish without one carries none.
    ...depositOf(details.deposit ?? product.deposit),
  };
}

function depositOf(deposit: string | undefined): Pick<NewCartItem, 'depositCents'> {
  const cents = deposit === undefined ? 0 : euroStringToCents(deposit);
  return cents > 0 ? { depositCents: cents } : {};
}

/** A dish without options, one of it, as the menu lists it. */
export function cartItemOfDish(product: Product): NewCartItem {
  return buildCartItem({
    product,
    details: { ...product, variations: [], allergies_name: product.allergies },
    choices: {},
    note: '',
    quantity: 1,
    allergens: product.allergies,
  });
}
