import type { Category, Product } from '@tiffin/core';

export type CategoryWithProducts = { category: Category; products: Product[] };

/**
 * Each category in the order the API lists them, with its dishes in the API's order. A dish whose
 * category is not listed is left out rather than shown under the wrong heading.
 */
export function groupProductsByCategory(categories: Category[], products: Product[]): CategoryWithProducts[] {
  const productsByCategoryId = new Map<number, Product[]>();
  for (const product of products) {
    const list = productsByCategoryId.get(product.category_id);
    if (list) list.push(product);
    else productsByCategoryId.set(product.category_id, [product]);
  }
  return categories.map((category) => ({ category, products: productsByCategoryId.get(category.id) ?? [] }));
}
