import { unselectedVariations, type Variation, type VariationValue } from '@tiffin/core';
import type { VariationChoices } from './build-cart-item';

// The dish modal's rules about the options chosen so far; apart from build-cart-item.ts, which the
// menu's first download carries, so that they come with the modal.

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

/** The options chosen so far, in the order of their groups. */
export function chosenOptions(groups: readonly Variation[], choices: VariationChoices): VariationValue[] {
  return groups.flatMap((group) =>
    group.values.filter((value) => value.option_id === choices[group.variation_id]),
  );
}
