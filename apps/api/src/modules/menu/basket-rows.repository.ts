import type { VatClass } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';

export type BasketRow = {
  id: number;
  name: string;
  priceCents: number;
  allergens: string[];
  vatClass: VatClass;
  depositCents: number;
  /** Available, in a visible category */
  sellable: boolean;
  soldOutUntil: Date | null;
  categoryId: number;
  portionsExempt: boolean;
  variationId: number | null;
  variation: string | null;
  optionId: number | null;
  label: string | null;
  optionPriceCents: number | null;
  stock: number | null;
  optionAllergens: string[] | null;
  optionSoldOutUntil: Date | null;
};

type RawBasketRow = Omit<BasketRow, 'soldOutUntil' | 'optionSoldOutUntil'> & {
  soldOutUntilMs: number | null;
  optionSoldOutUntilMs: number | null;
};

const dateOf = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs));

/**
 * The basket's dishes read in one query (placing and quoting, every order; orders asks it through
 * this module's index.ts, the menu's four tables being the menu's): each dish of the
 * restaurant with its category, whether it is sold now (a dish 86'd or hidden is still found, so
 * that a refusal can name it) and until when it is "sold out for today", once per option of each
 * of its option groups (in menu order; the option columns null for a dish without groups, and for
 * a group without options).
 *
 * A prepared statement, not the query builder: building this select cost more of an order's CPU
 * than running it (issue 36, decision 057).
 */
export async function basketRowsFor(
  db: Db,
  restaurantId: number,
  productIds: number[],
): Promise<BasketRow[]> {
  if (productIds.length === 0) return [];
  const rows = await selectBasket(db, [restaurantId, productIds]);
  return rows.map(({ soldOutUntilMs, optionSoldOutUntilMs, ...row }) => ({
    ...row,
    soldOutUntil: dateOf(soldOutUntilMs),
    optionSoldOutUntil: dateOf(optionSoldOutUntilMs),
  }));
}

const selectBasket = preparedStatement<RawBasketRow>(
  'select_basket',
  `select p.id, p.name, p.price_cents as "priceCents", p.allergens, p.vat_class as "vatClass",
    p.deposit_cents as "depositCents", (p.available and c.visible) as sellable,
    (extract(epoch from p.sold_out_until) * 1000)::float8 as "soldOutUntilMs",
    p.category_id as "categoryId", c.portions_exempt as "portionsExempt",
    v.id as "variationId", v.name as variation, o.id as "optionId", o.label,
    o.price_cents as "optionPriceCents", o.stock, o.allergens as "optionAllergens",
    (extract(epoch from o.sold_out_until) * 1000)::float8 as "optionSoldOutUntilMs"
  from products p
    join categories c on c.id = p.category_id
    left join variations v on v.product_id = p.id
    left join variation_options o on o.variation_id = v.id
  where c.restaurant_id = $1 and p.id = any($2::integer[])
  order by p.id, v.position, v.id, o.position`,
);
