import {
  combinedAllergens,
  type OrderCartLine,
  orderMessages,
  priceOrder,
  type UnavailableLineProblem,
  type VatClass,
} from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { OrderLineOption } from '../../../db/schema.ts';
import { type BasketRow, basketRowsFor } from '../../menu/index.ts';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import { type Checked, failed, type Problem, problem } from './checked.ts';

/**
 * An option chosen, with its stock, the allergens it adds and until when it is "sold out for today"
 * (none of them kept in the line's options).
 */
export type ChosenOption = OrderLineOption & {
  stock: number | null;
  allergens: string[];
  soldOutUntil: Date | null;
};

export type BasketLine = {
  productId: number;
  name: string;
  quantity: number;
  basePriceCents: number;
  options: ChosenOption[];
  note: string | null;
  /** The line's allergens as sold (issue 31): the dish's and its chosen options', codes */
  allergens: string[];
  /** The dish's VAT class and its deposit per unit (decision 046) */
  vatClass: VatClass;
  depositCents: number;
  /** Its category is exempt from portions (issue 33): not counted against a slot's portions */
  portionsExempt: boolean;
  /** Its category, for the hours it is served (issue 33) */
  categoryId: number;
  /** Until when the dish is "sold out for today" (issue 33), if it was ever */
  soldOutUntil: Date | null;
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
  const rows = await basketRowsFor(tx, restaurant.id, productIds);
  // The dish's columns repeat on each of its option rows.
  const dishes = [...new Map(rows.map((row) => [row.id, row])).values()];
  const optionRows = rows.flatMap(optionRowOf);
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
      allergens: combinedAllergens(
        dish.allergens,
        choice.options.map((option) => option.allergens),
      ),
      vatClass: dish.vatClass,
      depositCents: dish.depositCents,
      portionsExempt: dish.portionsExempt,
      categoryId: dish.categoryId,
      soldOutUntil: dish.soldOutUntil,
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

/** A dish's option group and one of its options (null for a group without any), of a basket row. */
const optionRowOf = (row: BasketRow) =>
  row.variationId === null
    ? []
    : [
        {
          productId: row.id,
          variationId: row.variationId,
          variation: row.variation ?? '',
          optionId: row.optionId,
          label: row.label,
          priceCents: row.optionPriceCents,
          stock: row.stock,
          allergens: row.optionAllergens,
          soldOutUntil: row.optionSoldOutUntil,
        },
      ];

type OptionRow = ReturnType<typeof optionRowOf>[number];

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
      allergens: option.allergens ?? [],
      soldOutUntil: option.soldOutUntil,
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
    depositCents: line.depositCents,
  }));

const NO_FEE = { baseFeeCents: 0, baseKm: 0, perKmCents: 0 };

/** What the dishes cost before fee and discount: the minimum order and coupons are judged by it. */
export function itemsSubtotalCents(lines: readonly BasketLine[]): number {
  return priceOrder({ lines: pricingLines(lines), distanceKm: null, feeRule: NO_FEE, coupon: null }).totals
    .subtotalCents;
}
