import type { DishPhoto } from '@tiffin/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products, variationOptions, variations } from '../../db/schema.ts';
import { categoryExists } from './menu.repository.ts';

/*
 * The menu's content, edited by admins. Each write answers undefined when the row is not this
 * restaurant's (or does not exist), for the service's 404.
 */

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
  values: { name: string; visible: boolean; portionsExempt?: boolean },
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
  values: { name: string; visible: boolean; portionsExempt?: boolean },
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
  | 'categoryId'
  | 'name'
  | 'description'
  | 'priceCents'
  | 'vegetarian'
  | 'allergens'
  | 'vatClass'
  | 'depositCents'
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

type DishImage = { image: string | null; photo: DishPhoto | null };

/** Sets a dish's image and photo; answers those it replaces, undefined for no such dish. */
export async function setDishImage(
  db: Db,
  restaurantId: number,
  productId: number,
  next: DishImage,
): Promise<{ previous: DishImage } | undefined> {
  const [current] = await db
    .select({ image: products.image, photo: products.photo })
    .from(products)
    .where(and(eq(products.id, productId), inArray(products.categoryId, categoriesOf(db, restaurantId))))
    .for('update');
  if (!current) return undefined;
  await db.update(products).set(next).where(eq(products.id, productId));
  return { previous: current };
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
  values: { label: string; priceCents: number; stock: number | null; allergens: string[] },
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
  values: { label: string; priceCents: number; allergens: string[] },
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
