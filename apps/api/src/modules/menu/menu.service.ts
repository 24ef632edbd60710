import { allergenName, centsToEuroString } from '@tiffin/core';
import type {
  Category,
  CategoryProductsQuery,
  CategoryProductsResponse,
  Product,
  ProductDetails,
  ProductsWithCategoriesResponse,
} from '@tiffin/core/contracts';
import { productsWithCategoriesResponseSchema } from '@tiffin/core/contracts';
import { changesWhatCustomersSee } from '../../adapters/events.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { requireRestaurant } from '../restaurant/restaurant.service.ts';
import * as repository from './menu.repository.ts';
import { createRenderedCache } from './rendered-cache.ts';

/** How stale another process's copy of the whole menu can be, at most. */
const MENU_CACHE_TTL_MS = 30_000;

function toProduct(row: repository.ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToEuroString(row.priceCents),
    image: row.image,
    category_id: row.categoryId,
    category: { id: row.categoryId, name: row.categoryName },
    veg: row.vegetarian,
    allergies: row.allergens.map(allergenName),
    has_variations: row.hasVariations,
  };
}

const VEGETARIAN_BY_TYPE = { all: undefined, veg: true, non_veg: false } as const;

type MenuDeps = Pick<AppDeps, 'db'>;

export async function getCategories({ db }: MenuDeps): Promise<Category[]> {
  const restaurant = await requireRestaurant({ db });
  return repository.listCategories(db, restaurant.id);
}

export async function getCategoryProducts(
  { db }: MenuDeps,
  { categoryId, query }: { categoryId: number; query: CategoryProductsQuery },
): Promise<CategoryProductsResponse> {
  const restaurant = await requireRestaurant({ db });
  if (!(await repository.categoryExists(db, restaurant.id, categoryId))) throw notFound('Category');
  const filter = { restaurantId: restaurant.id, categoryId, vegetarian: VEGETARIAN_BY_TYPE[query.type] };
  const [rows, total] = await Promise.all([
    repository.listProducts(db, filter, { limit: query.limit, offset: query.offset }),
    repository.countProducts(db, filter),
  ]);
  return { total_size: total, limit: query.limit, offset: query.offset, products: rows.map(toProduct) };
}

export async function getProductsWithCategories({ db }: MenuDeps): Promise<ProductsWithCategoriesResponse> {
  const restaurant = await requireRestaurant({ db });
  const [categoryRows, productRows] = await Promise.all([
    repository.listCategories(db, restaurant.id),
    repository.listProducts(db, { restaurantId: restaurant.id }),
  ]);
  return { categories: categoryRows, products: productRows.map(toProduct) };
}

/** A dish on the restaurant's menu, or a 404. */
export async function requireProduct(
  { db }: MenuDeps,
  { productId }: { productId: number },
): Promise<repository.ProductRow> {
  const restaurant = await requireRestaurant({ db });
  const row = await repository.findProduct(db, restaurant.id, productId);
  if (!row) throw notFound('Product');
  return row;
}

/** The dishes of the given ids that are on the menu, in the order given. */
export async function getProductsByIds(
  { db }: MenuDeps,
  { productIds }: { productIds: number[] },
): Promise<Product[]> {
  if (productIds.length === 0) return [];
  const restaurant = await requireRestaurant({ db });
  const rows = await repository.listProducts(db, { restaurantId: restaurant.id, productIds });
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return productIds.flatMap((id) => byId.get(id) ?? []);
}

export async function getProductDetails(
  { db }: MenuDeps,
  { productId }: { productId: number },
): Promise<ProductDetails> {
  const row = await requireProduct({ db }, { productId });
  const groups = await repository.listVariations(db, productId);
  const product = toProduct(row);
  return {
    ...product,
    variations: groups.map((group) => ({
      variation_id: group.id,
      name: group.name,
      values: group.options.map((option) => ({
        option_id: option.id,
        label: option.label,
        optionPrice: centsToEuroString(option.priceCents),
        stock_type: option.stock === null ? 'unlimited' : 'limited',
        current_stock: option.stock,
      })),
    })),
    allergies_name: product.allergies,
  };
}

/**
 * The whole menu as the browser receives it, rendered once and kept (decision 008): the same bytes
 * for every visit until the menu changes here or on another process (`menu.changed`), or 30 s pass.
 */
export function createRenderedMenu(deps: Pick<AppDeps, 'db' | 'events'>) {
  const cache = createRenderedCache({ ttlMs: MENU_CACHE_TTL_MS, maxEntries: 1, maxChars: 16 * 1024 * 1024 });
  deps.events.subscribe((event) => {
    if (changesWhatCustomersSee(event)) cache.clear();
  });
  return () =>
    cache.get('products-with-categories', async () =>
      JSON.stringify(productsWithCategoriesResponseSchema.parse(await getProductsWithCategories(deps))),
    );
}
