import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allergenChanges, categories, products, variationOptions, variations } from '../../db/schema.ts';

/*
 * The record of changes to dishes' and options' allergens (issue 31). The reads before a change lock
 * the row changed, so that two saves at once take turns and each records the list it really found.
 */

const restaurantDish = (restaurantId: number, productId: number) =>
  and(eq(products.id, productId), eq(categories.restaurantId, restaurantId));

/** A dish of the restaurant: its name and allergens, its row locked until the transaction ends. */
export async function lockDish(
  db: Db,
  restaurantId: number,
  productId: number,
): Promise<{ name: string; allergens: string[] } | undefined> {
  const [row] = await db
    .select({ name: products.name, allergens: products.allergens })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(restaurantDish(restaurantId, productId))
    .for('update', { of: products });
  return row;
}

export type OptionForAllergens = {
  productId: number;
  variation: string;
  label: string;
  allergens: string[];
};

/** An option of the restaurant with its dish and group: its row locked until the transaction ends. */
export async function lockOption(
  db: Db,
  restaurantId: number,
  optionId: number,
): Promise<OptionForAllergens | undefined> {
  const [row] = await db
    .select({
      productId: variations.productId,
      variation: variations.name,
      label: variationOptions.label,
      allergens: variationOptions.allergens,
    })
    .from(variationOptions)
    .innerJoin(variations, eq(variationOptions.variationId, variations.id))
    .innerJoin(products, eq(variations.productId, products.id))
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(variationOptions.id, optionId), eq(categories.restaurantId, restaurantId)))
    .for('update', { of: variationOptions });
  return row;
}

export async function insertChange(db: Db, values: typeof allergenChanges.$inferInsert): Promise<void> {
  await db.insert(allergenChanges).values(values);
}

/** A dish of the restaurant, on the menu or not, by name; undefined for none. */
export async function findDish(db: Db, restaurantId: number, productId: number) {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(restaurantDish(restaurantId, productId));
  return row;
}

/** The changes to a dish's and its options' allergens, newest first, with the id of who made each. */
export function listChanges(db: Db, productId: number) {
  return db
    .select({
      id: allergenChanges.id,
      createdAt: allergenChanges.createdAt,
      staffId: allergenChanges.staffId,
      variation: allergenChanges.variation,
      option: allergenChanges.option,
      before: allergenChanges.before,
      after: allergenChanges.after,
    })
    .from(allergenChanges)
    .where(eq(allergenChanges.productId, productId))
    .orderBy(desc(allergenChanges.id));
}
