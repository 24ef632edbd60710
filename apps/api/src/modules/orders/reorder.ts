import {
  allergenCodeOf,
  allergenName,
  combinedAllergens,
  euroStringToCents,
  type Reorder,
} from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { getProductsByIds, listOptions } from '../menu/index.ts';
import { detailedOrders } from './order-details.repository.ts';

/**
 * The line's allergens as it would be sold today (issue 31), by name: the dish's (which the menu
 * answers by name, read back to codes; a name not on the list stays as it is) and its options'.
 */
const lineAllergens = (dishNames: readonly string[], optionCodes: readonly string[][]) =>
  combinedAllergens(
    dishNames.map((name) => allergenCodeOf(name) ?? name),
    optionCodes,
  ).map(allergenName);

/**
 * "Order again": each line of one of the customer's orders as it would be ordered today, at today's
 * names and prices, for the basket; a line whose dish is off the menu, or whose option is gone or
 * sold out, is left out and named. The server prices the order again when it is placed.
 */
export async function reorder(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { orderId, customerId }: { orderId: number; customerId: number },
): Promise<Reorder> {
  const [row] = await detailedOrders(db, [orderId]);
  if (!row || row.order.customerId !== customerId) throw notFound('Order');
  const productIds = [
    ...new Set(row.lines.flatMap((line) => (line.productId === null ? [] : [line.productId]))),
  ];
  const [products, options] = await Promise.all([
    getProductsByIds({ db, clock }, { productIds }),
    listOptions(db, productIds),
  ]);
  const result: Reorder = { items: [], unavailable: [] };
  for (const line of row.lines) {
    const product = products.find((dish) => dish.id === line.productId);
    if (!product) {
      result.unavailable.push({ name: line.name, option: null });
      continue;
    }
    const chosen = line.options.map((was) => ({
      was,
      now: options.find((option) => option.optionId === was.option_id && option.productId === product.id),
    }));
    const gone = chosen.find(({ now }) => !now || now.optionId === null || now.stock === 0);
    if (gone) {
      result.unavailable.push({ name: line.name, option: gone.was.label });
      continue;
    }
    result.items.push({
      product_id: product.id,
      name: product.name,
      description: product.description,
      base_price_cents: euroStringToCents(product.price),
      deposit_cents: product.deposit === undefined ? 0 : euroStringToCents(product.deposit),
      image: product.image,
      category: product.category,
      quantity: line.quantity,
      selected_variations: chosen.flatMap(({ now }) =>
        now && now.optionId !== null && now.label !== null && now.priceCents !== null
          ? [
              {
                variation_id: now.variationId,
                variation_name: now.variation,
                option_id: now.optionId,
                label: now.label,
                price_cents: now.priceCents,
              },
            ]
          : [],
      ),
      note: line.note ?? '',
      allergens: lineAllergens(
        product.allergies,
        chosen.map(({ now }) => now?.allergens ?? []),
      ),
    });
  }
  return result;
}
