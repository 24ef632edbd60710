import { type OrderCartLine, orderMessages, priceOrder, type UnavailableLineProblem } from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { OrderLineOption } from '../../../db/schema.ts';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import * as repository from '../orders.repository.ts';
import { type Checked, failed, type Problem, problem } from './checked.ts';

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
 * its options (by the group's name and the option's label, as the payload carries them) that is not
 * sold out, no add-ons (the menu has none). Each line that is not so — its dish 86'd, hidden or
 * gone, an option sold out or gone, groups that are not the dish's — is an `empty_order` problem
 * naming that line, its dish and the option when it is the option (issue 29), so the customer is
 * told what to remove; an empty basket is one `empty_order`. The lines that could be read are
 * kept, for the quote to price.
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
    repository.findBasketProducts(tx, restaurant.id, productIds),
    repository.listOptions(tx, productIds),
  ]);
  const lines: BasketLine[] = [];
  const unavailable: Problem[] = [];
  for (const [index, item] of cart.entries()) {
    const dish = dishes.find((row) => row.id === item.item_id);
    const groups = optionRows.filter((row) => row.productId === item.item_id);
    const choice: Choice =
      dish?.sellable !== true || (item.add_on_ids?.length ?? 0) > 0
        ? { gone: null }
        : chooseOptions(groups, item);
    if ('gone' in choice) {
      unavailable.push(unavailableLine(index, item.item_id, dish?.name ?? null, choice.gone));
      continue;
    }
    if (!dish) continue;
    lines.push({
      productId: dish.id,
      name: dish.name,
      quantity: item.quantity,
      basePriceCents: dish.priceCents,
      options: choice.options,
      note: item.item_note || null,
      allergens: dish.allergens,
    });
  }
  return failed(lines, ...unavailable);
}

/** The problem of one line the menu no longer sells; a dish no longer on record is named generically. */
function unavailableLine(
  line: number,
  itemId: number,
  dishName: string | null,
  option: string | null,
): Problem & UnavailableLineProblem {
  const name = dishName ?? orderMessages.checkout.unknownDish;
  return {
    code: 'empty_order',
    message: orderMessages.checkout.unavailableLine(name, option),
    line,
    item_id: itemId,
    name,
    option,
  };
}

type OptionRow = Awaited<ReturnType<typeof repository.listOptions>>[number];

/**
 * The line's options, one for every group of the dish; or what is gone: the label of a chosen
 * option sold out (stock 0) or no longer on the dish, else null (the groups are not the dish's now).
 */
type Choice = { options: ChosenOption[] } | { gone: string | null };

function chooseOptions(rows: readonly OptionRow[], item: OrderCartLine): Choice {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const groupIds = [...new Set(rows.map((row) => row.variationId))];
  const chosen = item.variations ?? [];
  if (chosen.length !== groupIds.length) return { gone: null };
  const options: ChosenOption[] = [];
  for (const groupId of groupIds) {
    const groupRows = rows.filter((row) => row.variationId === groupId);
    const groupName = groupRows[0]?.variation ?? '';
    const choices = chosen.filter((entry) => same(entry.name, groupName));
    const label =
      choices.length === 1 && choices[0]?.values.label.length === 1 ? choices[0].values.label[0] : undefined;
    if (label === undefined) return { gone: null };
    const option = groupRows.find((row) => row.label !== null && same(row.label, label));
    if (!option || option.optionId === null || option.label === null || option.priceCents === null)
      return { gone: label };
    // Sold out: the staff's 0 takes the option off the menu until they count it again.
    if (option.stock !== null && option.stock <= 0) return { gone: option.label };
    options.push({
      variation: groupName,
      label: option.label,
      price_cents: option.priceCents,
      option_id: option.optionId,
      stock: option.stock,
    });
  }
  return { options };
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
