import type { DishPhoto } from '@tiffin/core';
import { and, asc, count, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products, variationOptions, variations } from '../../db/schema.ts';

export type ProductFilter = {
  restaurantId: number;
  categoryId?: number;
  vegetarian?: boolean;
  productIds?: number[];
};

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  image: products.image,
  photo: products.photo,
  vegetarian: products.vegetarian,
  allergens: products.allergens,
  depositCents: products.depositCents,
  soldOutUntil: products.soldOutUntil,
  categoryId: categories.id,
  categoryName: categories.name,
};

/** Whether the dish has option groups to choose from (the card adds a dish without at once). */
function withHasVariations(db: Db) {
  return {
    ...productColumns,
    hasVariations: sql<boolean>`exists (${db
      .select({ one: variations.id })
      .from(variations)
      .where(eq(variations.productId, products.id))})`,
  };
}
export type ProductRow = {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  image: string | null;
  photo: DishPhoto | null;
  vegetarian: boolean;
  allergens: string[];
  depositCents: number;
  /** "Sold out for today" until then (issue 33); still listed, orderable from then (issue 47) */
  soldOutUntil: Date | null;
  categoryId: number;
  categoryName: string;
  hasVariations: boolean;
};

/** The categories in menu order: the visible ones, or (for the staff) every one. */
export function listCategories(db: Db, restaurantId: number, { hidden = false } = {}) {
  return db
    .select({ id: categories.id, name: categories.name, visible: categories.visible })
    .from(categories)
    .where(and(eq(categories.restaurantId, restaurantId), hidden ? undefined : eq(categories.visible, true)))
    .orderBy(asc(categories.position), asc(categories.id));
}

function productConditions(filter: ProductFilter) {
  return and(
    eq(categories.restaurantId, filter.restaurantId),
    eq(categories.visible, true),
    eq(products.available, true),
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    filter.vegetarian === undefined ? undefined : eq(products.vegetarian, filter.vegetarian),
    filter.productIds === undefined ? undefined : inArray(products.id, filter.productIds),
  );
}

export function listProducts(
  db: Db,
  filter: ProductFilter,
  page?: { limit: number; offset: number },
): Promise<ProductRow[]> {
  const query = db
    .select(withHasVariations(db))
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(productConditions(filter))
    .orderBy(asc(categories.position), asc(products.position), asc(products.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(productConditions(filter));
  return row?.total ?? 0;
}

export async function categoryExists(db: Db, restaurantId: number, categoryId: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.restaurantId, restaurantId)));
  return rows.length > 0;
}

export async function findProduct(db: Db, restaurantId: number, productId: number) {
  const [row] = await db
    .select(withHasVariations(db))
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(
      and(
        eq(products.id, productId),
        eq(categories.restaurantId, restaurantId),
        eq(categories.visible, true),
        eq(products.available, true),
      ),
    );
  return row;
}

/**
 * The options of the given dishes that declare allergens (issue 47), in the menu's order: what the
 * menu says each dish's options may add.
 */
export function listOptionAllergens(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: variations.productId,
      label: variationOptions.label,
      allergens: variationOptions.allergens,
    })
    .from(variationOptions)
    .innerJoin(variations, eq(variationOptions.variationId, variations.id))
    .where(
      and(
        inArray(variations.productId, [...productIds]),
        sql`cardinality(${variationOptions.allergens}) > 0`,
      ),
    )
    .orderBy(
      asc(variations.position),
      asc(variations.id),
      asc(variationOptions.position),
      asc(variationOptions.id),
    );
}

export async function listVariations(db: Db, productId: number) {
  const groups = await db
    .select({ id: variations.id, name: variations.name })
    .from(variations)
    .where(eq(variations.productId, productId))
    .orderBy(asc(variations.position), asc(variations.id));
  if (groups.length === 0) return [];
  const options = await db
    .select()
    .from(variationOptions)
    .where(
      inArray(
        variationOptions.variationId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(asc(variationOptions.position), asc(variationOptions.id));
  return groups.map((group) => ({
    ...group,
    options: options.filter((option) => option.variationId === group.id),
  }));
}

// -------------------------------------------------------------------------------------------------
// The staff's view of the menu: every dish, on the menu or not, with its options and their stock

export async function listMenuForStaff(db: Db, restaurantId: number) {
  const [categoryRows, dishRows, variationRows, optionRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        visible: categories.visible,
        portionsExempt: categories.portionsExempt,
      })
      .from(categories)
      .where(eq(categories.restaurantId, restaurantId))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        id: products.id,
        categoryId: products.categoryId,
        name: products.name,
        description: products.description,
        priceCents: products.priceCents,
        vegetarian: products.vegetarian,
        allergens: products.allergens,
        vatClass: products.vatClass,
        depositCents: products.depositCents,
        image: products.image,
        available: products.available,
        soldOutUntil: products.soldOutUntil,
      })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(eq(categories.restaurantId, restaurantId))
      .orderBy(asc(products.position), asc(products.id)),
    db
      .select({ id: variations.id, productId: variations.productId, name: variations.name })
      .from(variations)
      .innerJoin(products, eq(variations.productId, products.id))
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(eq(categories.restaurantId, restaurantId))
      .orderBy(asc(variations.position), asc(variations.id)),
    db
      .select({
        id: variationOptions.id,
        productId: variations.productId,
        variationId: variations.id,
        variation: variations.name,
        label: variationOptions.label,
        priceCents: variationOptions.priceCents,
        stock: variationOptions.stock,
        allergens: variationOptions.allergens,
        soldOutUntil: variationOptions.soldOutUntil,
      })
      .from(variationOptions)
      .innerJoin(variations, eq(variationOptions.variationId, variations.id))
      .innerJoin(products, eq(variations.productId, products.id))
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(eq(categories.restaurantId, restaurantId))
      .orderBy(
        asc(variations.position),
        asc(variations.id),
        asc(variationOptions.position),
        asc(variationOptions.id),
      ),
  ]);
  return { categoryRows, dishRows, variationRows, optionRows };
}

/** Puts a dish on the menu or takes it off; answers its name, or undefined for another restaurant's or none. */
export async function setDishAvailable(
  db: Db,
  { restaurantId, productId, available }: { restaurantId: number; productId: number; available: boolean },
): Promise<string | undefined> {
  const [row] = await db
    .update(products)
    .set({ available })
    .where(
      and(
        eq(products.id, productId),
        inArray(
          products.categoryId,
          db.select({ id: categories.id }).from(categories).where(eq(categories.restaurantId, restaurantId)),
        ),
      ),
    )
    .returning({ name: products.name });
  return row?.name;
}

/** Sets an option's stock (null: unlimited); answers what it is called, or undefined for none. */
export async function setOptionStock(
  db: Db,
  { optionId, stock }: { optionId: number; stock: number | null },
): Promise<string | undefined> {
  const [row] = await db
    .update(variationOptions)
    .set({ stock })
    .where(eq(variationOptions.id, optionId))
    .returning({ label: variationOptions.label });
  return row?.label;
}

/** The soonest time a dish "sold out for today" returns to the menu after `now`; null when none is. */
export async function firstSoldOutReturn(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ first: min(products.soldOutUntil) })
    .from(products)
    .where(gt(products.soldOutUntil, now));
  return row?.first ?? null;
}

/**
 * Whether each of the restaurant's dishes among `productIds` is exempt from portions (its category
 * is, issue 33), by dish id; a dish not on its menu is not in the map.
 */
export async function portionExemptions(
  db: Db,
  restaurantId: number,
  productIds: number[],
): Promise<Map<number, boolean>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, portionsExempt: categories.portionsExempt })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(inArray(products.id, productIds), eq(categories.restaurantId, restaurantId)));
  return new Map(rows.map((row) => [row.id, row.portionsExempt]));
}

/** The names of the dishes among `productIds`, by dish id. */
export async function dishNames(db: Db, productIds: readonly number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
