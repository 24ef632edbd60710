import { type OrderCartLine, orderMessages, priceOrder } from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { OrderLineOption } from '../../../db/schema.ts';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import * as repository from '../orders.repository.ts';
import { type Checked, failed, passed, problem } from './checked.ts';

export type ChosenOption = OrderLineOption & { stock: number | null };

export type BasketLine = {
  productId: number;
  name: string;
  quantity: number;
  basePriceCents: number;
  options: ChosenOption[];
  note: string | null;
  allergens: string[];
};

/**
 * The basket read against the menu: every dish sold now, every option group given exactly one of
 * its options (by the group's name and the option's label, as the payload carries them), no add-ons
 * (the menu has none). Anything else is `empty_order`, as is an empty basket; the lines that could
 * be read are kept, for the quote to price.
 */
export async function readBasket(
  tx: Db,
  restaurant: RestaurantSettings,
  cart: readonly OrderCartLine[],
): Promise<Checked<BasketLine[]>> {
  if (cart.length === 0) {
    return failed([], problem('empty_order', orderMessages.checkout.cartEmptyDialog.message));
  }
  const productIds = [...new Set(cart.map((line) => line.item_id))];
  const [dishes, optionRows] = await Promise.all([
    repository.findSellableProducts(tx, restaurant.id, productIds),
    repository.listOptions(tx, productIds),
  ]);
  const lines: BasketLine[] = [];
  let unreadable = false;
  for (const item of cart) {
    const dish = dishes.find((row) => row.id === item.item_id);
    const groups = optionRows.filter((row) => row.productId === item.item_id);
    const options = dish ? chooseOptions(groups, item) : undefined;
    if (!dish || !options || (item.add_on_ids?.length ?? 0) > 0) {
      unreadable = true;
      continue;
    }
    lines.push({
      productId: dish.id,
      name: dish.name,
      quantity: item.quantity,
      basePriceCents: dish.priceCents,
      options,
      note: item.item_note || null,
      allergens: dish.allergens,
    });
  }
  return unreadable ? failed(lines, problem('empty_order')) : passed(lines);
}

type OptionRow = Awaited<ReturnType<typeof repository.listOptions>>[number];

/** One option for every group of the dish, named as the payload names them; undefined if not so. */
function chooseOptions(rows: readonly OptionRow[], item: OrderCartLine): ChosenOption[] | undefined {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const groupIds = [...new Set(rows.map((row) => row.variationId))];
  const chosen = item.variations ?? [];
  if (chosen.length !== groupIds.length) return undefined;
  const options: ChosenOption[] = [];
  for (const groupId of groupIds) {
    const groupRows = rows.filter((row) => row.variationId === groupId);
    const groupName = groupRows[0]?.variation ?? '';
    const choices = chosen.filter((entry) => same(entry.name, groupName));
    const label =
      choices.length === 1 && choices[0]?.values.label.length === 1 ? choices[0].values.label[0] : undefined;
    const option =
      label === undefined ? undefined : groupRows.find((row) => row.label !== null && same(row.label, label));
    if (!option || option.optionId === null || option.label === null || option.priceCents === null)
      return undefined;
    options.push({
      variation: groupName,
      label: option.label,
      price_cents: option.priceCents,
      option_id: option.optionId,
      stock: option.stock,
    });
  }
  return options;
}

/** The lines as core's pricing takes them. */
export const pricingLines = (lines: readonly BasketLine[]) =>
  lines.map((line) => ({
    basePriceCents: line.basePriceCents,
    optionPriceCents: line.options.map((option) => option.price_cents),
    quantity: line.quantity,
  }));

const NO_FEE = { baseFeeCents: 0, baseKm: 0, perKmCents: 0 };

/** What the dishes cost before fee and discount: the minimum order and coupons are judged by it. */
export function itemsSubtotalCents(lines: readonly BasketLine[]): number {
  return priceOrder({ lines: pricingLines(lines), distanceKm: null, feeRule: NO_FEE, coupon: null }).totals
    .subtotalCents;
}
