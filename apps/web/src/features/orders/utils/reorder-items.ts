import type { Reorder } from '@tiffin/core';
import type { NewCartItem, SelectedVariations } from '@/lib/cart-item';

/** 'Order again': the server's lines at today's prices, as the basket takes a dish from the menu. */
export function reorderCartItems(reorder: Reorder): NewCartItem[] {
  return reorder.items.map((item) => {
    const selectedVariations: SelectedVariations = {};
    for (const option of item.selected_variations) {
      selectedVariations[String(option.variation_id)] = {
        variationId: option.variation_id,
        variationName: option.variation_name,
        optionId: option.option_id,
        label: option.label,
        priceCents: option.price_cents,
      };
    }
    return {
      productId: item.product_id,
      name: item.name,
      description: item.description,
      basePriceCents: item.base_price_cents,
      image: item.image,
      category: item.category,
      quantity: item.quantity,
      selectedVariations,
      additionalNote: item.note,
      allergens: item.allergens,
      // The can's or bottle's deposit today, shown in the basket (issue 32).
      ...(item.deposit_cents > 0 ? { depositCents: item.deposit_cents } : {}),
    };
  });
}

/** What is no longer available, for the customer: 'Dish' or 'Dish (Option)'. */
export function unavailableNames(reorder: Reorder): string[] {
  return reorder.unavailable.map(({ name, option }) => (option ? `${name} (${option})` : name));
}
