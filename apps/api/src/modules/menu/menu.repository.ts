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

export function listCategories(db: Db, restaurantId: number) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.restaurantId, restaurantId))
    .orderBy(asc(categories.position), asc(categories.id));
}

function productConditions(filter: ProductFilter) {
  return and(
    eq(categories.restaurantId, filter.restaurantId),
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
