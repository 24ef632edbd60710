import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
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
  vegetarian: products.vegetarian,
  allergens: products.allergens,
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
  vegetarian: boolean;
  allergens: string[];
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
    listCategories(db, restaurantId, { hidden: true }),
    db
      .select({
        id: products.id,
        categoryId: products.categoryId,
        name: products.name,
        description: products.description,
        priceCents: products.priceCents,
        vegetarian: products.vegetarian,
        allergens: products.allergens,
        image: products.image,
        available: products.available,
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

// -------------------------------------------------------------------------------------------------
// The menu's content, edited by admins. Each write answers undefined when the row is not this
// restaurant's (or does not exist), for the service's 404.

/** The restaurant's own categories, as a subquery for the writes below. */
const categoriesOf = (db: Db, restaurantId: number) =>
  db.select({ id: categories.id }).from(categories).where(eq(categories.restaurantId, restaurantId));
const productsOf = (db: Db, restaurantId: number) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.categoryId, categoriesOf(db, restaurantId)));
const variationsOf = (db: Db, restaurantId: number) =>
  db
    .select({ id: variations.id })
    .from(variations)
    .where(inArray(variations.productId, productsOf(db, restaurantId)));

export async function insertCategory(
  db: Db,
  restaurantId: number,
  values: { name: string; visible: boolean },
): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({
      restaurantId,
      ...values,
      position: sql`(select coalesce(max(${categories.position}), 0) + 1 from ${categories} where ${categories.restaurantId} = ${restaurantId})`,
    })
    .returning({ id: categories.id });
  if (!row) throw new Error('inserting a category returned no row');
  return row.id;
}

export async function updateCategory(
  db: Db,
  restaurantId: number,
  categoryId: number,
  values: { name: string; visible: boolean },
): Promise<number | undefined> {
  const [row] = await db
    .update(categories)
    .set(values)
    .where(and(eq(categories.id, categoryId), eq(categories.restaurantId, restaurantId)))
    .returning({ id: categories.id });
  return row?.id;
}

/**
 * Swaps a category's place with its neighbour's, above or below; false when it is not the
 * restaurant's. At the top (or the bottom) already, nothing moves.
 */
export async function moveCategory(
  db: Db,
  restaurantId: number,
  categoryId: number,
  direction: 'up' | 'down',
): Promise<boolean> {
  // Locked in menu order, so two moves at once take turns rather than swap with a stale order.
  const rows = await db
    .select({ id: categories.id, position: categories.position })
    .from(categories)
    .where(eq(categories.restaurantId, restaurantId))
    .orderBy(asc(categories.position), asc(categories.id))
    .for('update');
  const index = rows.findIndex((row) => row.id === categoryId);
  if (index < 0) return false;
  const neighbour = rows[direction === 'up' ? index - 1 : index + 1];
  const moving = rows[index];
  if (!neighbour || !moving) return true;
  // Positions may repeat (ties ordered by id): every row gets its index, with the two swapped.
  const order = rows.map((row) => row.id);
  order[index] = neighbour.id;
  order[direction === 'up' ? index - 1 : index + 1] = moving.id;
  for (const [position, id] of order.entries()) {
    await db
      .update(categories)
      .set({ position: position + 1 })
      .where(eq(categories.id, id));
  }
  return true;
}

export type DishValues = Pick<
  typeof products.$inferInsert,
  'categoryId' | 'name' | 'description' | 'priceCents' | 'vegetarian' | 'allergens'
>;

/** A new dish, last of its category; undefined when the category is not the restaurant's. */
export async function insertDish(
  db: Db,
  restaurantId: number,
  values: DishValues,
): Promise<number | undefined> {
  if (!(await categoryExists(db, restaurantId, values.categoryId))) return undefined;
  const [row] = await db
    .insert(products)
    .values({
      ...values,
      position: sql`(select coalesce(max(${products.position}), 0) + 1 from ${products} where ${products.categoryId} = ${values.categoryId})`,
    })
    .returning({ id: products.id });
  return row?.id;
}

export async function updateDish(
  db: Db,
  restaurantId: number,
  productId: number,
  values: DishValues,
): Promise<number | undefined> {
  if (!(await categoryExists(db, restaurantId, values.categoryId))) return undefined;
  const [row] = await db
    .update(products)
    .set(values)
    .where(and(eq(products.id, productId), inArray(products.categoryId, categoriesOf(db, restaurantId))))
    .returning({ id: products.id });
  return row?.id;
}

/** Sets a dish's image; answers the one it replaces (null for none), undefined for no such dish. */
export async function setDishImage(
  db: Db,
  restaurantId: number,
  productId: number,
  image: string,
): Promise<{ previous: string | null } | undefined> {
  const [current] = await db
    .select({ image: products.image })
    .from(products)
    .where(and(eq(products.id, productId), inArray(products.categoryId, categoriesOf(db, restaurantId))))
    .for('update');
  if (!current) return undefined;
  await db.update(products).set({ image }).where(eq(products.id, productId));
  return { previous: current.image };
}

export async function insertVariation(
  db: Db,
  restaurantId: number,
  productId: number,
  name: string,
): Promise<number | undefined> {
  const [owned] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), inArray(products.id, productsOf(db, restaurantId))));
  if (!owned) return undefined;
  const [row] = await db
    .insert(variations)
    .values({
      productId,
      name,
      position: sql`(select coalesce(max(${variations.position}), 0) + 1 from ${variations} where ${variations.productId} = ${productId})`,
    })
    .returning({ id: variations.id });
  return row?.id;
}

export async function updateVariation(
  db: Db,
  restaurantId: number,
  variationId: number,
  name: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(variations)
    .set({ name })
    .where(and(eq(variations.id, variationId), inArray(variations.productId, productsOf(db, restaurantId))))
    .returning({ id: variations.id });
  return row?.id;
}

export async function insertOption(
  db: Db,
  restaurantId: number,
  variationId: number,
  values: { label: string; priceCents: number; stock: number | null },
): Promise<number | undefined> {
  const [owned] = await db
    .select({ id: variations.id })
    .from(variations)
    .where(and(eq(variations.id, variationId), inArray(variations.id, variationsOf(db, restaurantId))));
  if (!owned) return undefined;
  const [row] = await db
    .insert(variationOptions)
    .values({
      variationId,
      ...values,
      position: sql`(select coalesce(max(${variationOptions.position}), 0) + 1 from ${variationOptions} where ${variationOptions.variationId} = ${variationId})`,
    })
    .returning({ id: variationOptions.id });
  return row?.id;
}

export async function updateOption(
  db: Db,
  restaurantId: number,
  optionId: number,
  values: { label: string; priceCents: number },
): Promise<number | undefined> {
  const [row] = await db
    .update(variationOptions)
    .set(values)
    .where(
      and(
        eq(variationOptions.id, optionId),
        inArray(variationOptions.variationId, variationsOf(db, restaurantId)),
      ),
    )
    .returning({ id: variationOptions.id });
  return row?.id;
}
