import { euroStringToCents, unselectedVariations } from '@tiffin/core';
import type { Product, ProductDetails, Variation } from '@tiffin/core/contracts';
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

/**
 * How many of the dish the chosen options allow: the smallest stock among the chosen limited
 * options, or undefined when none is limited. What the modal knows; the server checks at checkout.
 */
export function stockOfChoices(groups: readonly Variation[], choices: VariationChoices): number | undefined {
  let stock: number | undefined;
  for (const group of groups) {
    const option = group.values.find((value) => value.option_id === choices[group.variation_id]);
    if (option?.stock_type !== 'limited' || typeof option.current_stock !== 'number') continue;
    stock = Math.min(stock ?? option.current_stock, option.current_stock);
  }
  return stock;
}

/** The groups still without a choice; while there is one, the dialog says 'Please select a variation'. */
export function unchosenGroups(groups: readonly Variation[], choices: VariationChoices): Variation[] {
  const unchosen = new Set(
    unselectedVariations(
      groups.map((group) => group.variation_id),
      choices,
    ),
  );
  return groups.filter((group) => unchosen.has(String(group.variation_id)));
}

type CartItemParts = {
  product: Product;
  details: ProductDetails;
  choices: VariationChoices;
  note: string;
  quantity: number;
};

/** The dish as the basket takes it: the details' price and allergens, the choices, note and quantity. */
export function buildCartItem({ product, details, choices, note, quantity }: CartItemParts): NewCartItem {
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
    allergens: details.allergies_name.length > 0 ? details.allergies_name : product.allergies,
  };
}

/** A dish without options, one of it, as the menu lists it. */
export function cartItemOfDish(product: Product): NewCartItem {
  return buildCartItem({
    product,
    details: { ...product, variations: [], allergies_name: product.allergies },
    choices: {},
    note: '',
    quantity: 1,
  });
}
