import type { ScheduleWindow } from '@tiffin/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products, scheduleWindows, variationOptions, variations } from '../../db/schema.ts';

export type WindowRow = {
  categoryId: number | null;
  productId: number | null;
  weekday: number;
  startsAt: string;
  endsAt: string;
};

const windowColumns = {
  categoryId: scheduleWindows.categoryId,
  productId: scheduleWindows.productId,
  weekday: scheduleWindows.weekday,
  startsAt: scheduleWindows.startsAt,
  endsAt: scheduleWindows.endsAt,
};

/**
 * The schedule windows of the restaurant's categories and dishes, or (with `productIds`) only those
 * of these dishes and of their categories. The table is small: a few rows a scheduled menu.
 */
export function listWindows(
  db: Db,
  restaurantId: number,
  { productIds }: { productIds?: number[] } = {},
): Promise<WindowRow[]> {
  if (productIds?.length === 0) return Promise.resolve([]);
  // A dish's window reaches its restaurant through its dish's category; a category's directly.
  return db
    .select(windowColumns)
    .from(scheduleWindows)
    .leftJoin(products, eq(scheduleWindows.productId, products.id))
    .innerJoin(
      categories,
      sql`${categories.id} = coalesce(${scheduleWindows.categoryId}, ${products.categoryId})`,
    )
    .where(
      and(
        eq(categories.restaurantId, restaurantId),
        productIds === undefined
          ? undefined
          : sql`(${inArray(scheduleWindows.productId, productIds)} or ${scheduleWindows.categoryId} in (${db
              .select({ id: products.categoryId })
              .from(products)
              .where(inArray(products.id, productIds))}))`,
      ),
    )
    .orderBy(asc(scheduleWindows.weekday), asc(scheduleWindows.startsAt), asc(scheduleWindows.id));
}

/** Replaces the windows of one category or one dish (none: offered whenever the restaurant is). */
export async function replaceWindows(
  db: Db,
  owner: { categoryId: number } | { productId: number },
  windows: readonly ScheduleWindow[],
): Promise<void> {
  await db
    .delete(scheduleWindows)
    .where(
      'categoryId' in owner
        ? eq(scheduleWindows.categoryId, owner.categoryId)
        : eq(scheduleWindows.productId, owner.productId),
    );
  if (windows.length === 0) return;
  await db.insert(scheduleWindows).values(
    windows.map((window) => ({
      ...owner,
      weekday: window.weekday,
      startsAt: window.from,
      endsAt: window.to,
    })),
  );
}

/** The category of one of the restaurant's dishes, or undefined when it has none such. */
export async function findDishCategory(db: Db, restaurantId: number, productId: number) {
  const [row] = await db
    .select({ categoryId: products.categoryId, name: products.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.id, productId), eq(categories.restaurantId, restaurantId)));
  return row;
}

/** One of the restaurant's categories, by id, or undefined. */
export async function findCategory(db: Db, restaurantId: number, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.restaurantId, restaurantId)));
  return row;
}

/** The restaurant's categories, as a subquery. */
const categoriesOf = (db: Db, restaurantId: number) =>
  db.select({ id: categories.id }).from(categories).where(eq(categories.restaurantId, restaurantId));

/** "Sold out for today" on one of the restaurant's dishes until `until` (null: back now); false for none such. */
export async function setDishSoldOutUntil(
  db: Db,
  { restaurantId, productId, until }: { restaurantId: number; productId: number; until: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ soldOutUntil: until })
    .where(and(eq(products.id, productId), inArray(products.categoryId, categoriesOf(db, restaurantId))))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** The same on one of the restaurant's options. */
export async function setOptionSoldOutUntil(
  db: Db,
  { restaurantId, optionId, until }: { restaurantId: number; optionId: number; until: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(variationOptions)
    .set({ soldOutUntil: until })
    .where(
      and(
        eq(variationOptions.id, optionId),
        inArray(
          variationOptions.variationId,
          db
            .select({ id: variations.id })
            .from(variations)
            .innerJoin(products, eq(variations.productId, products.id))
            .where(inArray(products.categoryId, categoriesOf(db, restaurantId))),
        ),
      ),
    )
    .returning({ id: variationOptions.id });
  return rows.length > 0;
}
