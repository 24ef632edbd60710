import { allergenName, centsToEuroString } from '@tiffin/core';
import type {
  Category,
  CategoryChange,
  CategoryMove,
  CategoryProductsQuery,
  CategoryProductsResponse,
  DishChange,
  NewOption,
  OptionChange,
  Product,
  ProductDetails,
  ProductsWithCategoriesResponse,
  StaffMenuResponse,
  VariationChange,
} from '@tiffin/core/contracts';
import { productsWithCategoriesResponseSchema } from '@tiffin/core/contracts';
import { changesWhatCustomersSee } from '../../adapters/events.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { createRenderedCache } from '../../lib/rendered-cache.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';
import * as repository from './menu.repository.ts';

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
  const cache = createRenderedCache({ ttlMs: MENU_CACHE_TTL_MS, maxEntries: 1, maxBytes: 16 * 1024 * 1024 });
  deps.events.subscribe((event) => {
    if (changesWhatCustomersSee(event)) cache.clear();
  });
  const key = 'products-with-categories';
  return {
    fresh: () => cache.fresh(key),
    get: () =>
      cache.get(key, async () =>
        JSON.stringify(productsWithCategoriesResponseSchema.parse(await getProductsWithCategories(deps))),
      ),
  };
}

// -------------------------------------------------------------------------------------------------
// The staff's menu (issue 14): "86" a dish, an option's stock. Each change is logged and announced
// (`menu.changed`), which clears the menu answer and the rendered pages here and in every process.

export type StaffMenuDeps = Pick<AppDeps, 'db' | 'clock' | 'events'>;

export async function staffMenu({ db }: MenuDeps): Promise<StaffMenuResponse> {
  const restaurant = await requireRestaurant({ db });
  const { categoryRows, dishRows, variationRows, optionRows } = await repository.listMenuForStaff(
    db,
    restaurant.id,
  );
  return {
    categories: categoryRows.map((category) => ({
      id: category.id,
      name: category.name,
      visible: category.visible,
      dishes: dishRows
        .filter((dish) => dish.categoryId === category.id)
        .map((dish) => ({
          id: dish.id,
          category_id: dish.categoryId,
          name: dish.name,
          description: dish.description,
          price_cents: dish.priceCents,
          vegetarian: dish.vegetarian,
          allergens: dish.allergens,
          image: dish.image,
          available: dish.available,
          variations: variationRows
            .filter((variation) => variation.productId === dish.id)
            .map(({ id, name }) => ({ id, name })),
          options: optionRows
            .filter((option) => option.productId === dish.id)
            .map(({ id, variationId, variation, label, priceCents, stock }) => ({
              id,
              variation_id: variationId,
              variation,
              label,
              price_cents: priceCents,
              stock,
            })),
        })),
    })),
  };
}

export async function setDishAvailability(
  { db, clock, events }: StaffMenuDeps,
  { productId, available, staffId }: { productId: number; available: boolean; staffId: number },
): Promise<StaffMenuResponse> {
  const restaurant = await requireRestaurant({ db });
  await db.transaction(async (tx) => {
    const name = await repository.setDishAvailable(tx, { restaurantId: restaurant.id, productId, available });
    if (name === undefined) throw notFound('Dish');
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: available ? 'put a dish back on the menu' : "86'd a dish",
        subject: `dish ${productId}`,
        details: { name },
      },
    );
    await events.publish(tx, { type: 'menu.changed' });
  });
  return staffMenu({ db });
}

export async function setOptionStock(
  { db, clock, events }: StaffMenuDeps,
  { optionId, stock, staffId }: { optionId: number; stock: number | null; staffId: number },
): Promise<StaffMenuResponse> {
  await db.transaction(async (tx) => {
    const label = await repository.setOptionStock(tx, { optionId, stock });
    if (label === undefined) throw notFound('Option');
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: 'set the stock of an option',
        subject: `option ${optionId}`,
        details: { label, stock },
      },
    );
    await events.publish(tx, { type: 'menu.changed' });
  });
  return staffMenu({ db });
}

// -------------------------------------------------------------------------------------------------
// The menu's content (admins): categories, dishes, option groups and options, and a dish's photo.

type MenuChange = { staffId: number; action: string; subject: string; details?: Record<string, unknown> };

/**
 * One change of the menu's content: made, logged and announced in one transaction, then the staff's
 * menu as it now is. `change` answers undefined (or false) when what it names is not the
 * restaurant's: a 404 that names `what`.
 */
export async function changeMenu(
  { db, clock, events }: StaffMenuDeps,
  what: string,
  { staffId, action, subject, details }: MenuChange,
  change: (tx: Db, restaurantId: number) => Promise<unknown>,
): Promise<StaffMenuResponse> {
  const restaurant = await requireRestaurant({ db });
  await db.transaction(async (tx) => {
    const done = await change(tx, restaurant.id);
    if (done === undefined || done === false) throw notFound(what);
    await recordAction(
      { db: tx, clock },
      { staffId, action, subject: subject.replace('{id}', String(done)), details },
    );
    await events.publish(tx, { type: 'menu.changed' });
  });
  return staffMenu({ db });
}

export function createCategory(
  deps: StaffMenuDeps,
  { category, staffId }: { category: CategoryChange; staffId: number },
) {
  return changeMenu(
    deps,
    'Category',
    { staffId, action: 'added a category', subject: 'category {id}', details: category },
    (tx, restaurantId) => repository.insertCategory(tx, restaurantId, category),
  );
}

export function updateCategory(
  deps: StaffMenuDeps,
  { categoryId, category, staffId }: { categoryId: number; category: CategoryChange; staffId: number },
) {
  return changeMenu(
    deps,
    'Category',
    { staffId, action: 'changed a category', subject: 'category {id}', details: category },
    (tx, restaurantId) => repository.updateCategory(tx, restaurantId, categoryId, category),
  );
}

export function moveCategory(
  deps: StaffMenuDeps,
  {
    categoryId,
    direction,
    staffId,
  }: { categoryId: number; direction: CategoryMove['direction']; staffId: number },
) {
  return changeMenu(
    deps,
    'Category',
    { staffId, action: `moved a category ${direction}`, subject: `category ${categoryId}` },
    (tx, restaurantId) => repository.moveCategory(tx, restaurantId, categoryId, direction),
  );
}

const dishValues = (dish: DishChange): repository.DishValues => ({
  categoryId: dish.category_id,
  name: dish.name,
  description: dish.description,
  priceCents: dish.price_cents,
  vegetarian: dish.vegetarian,
  allergens: dish.allergens,
});

/** A new dish or a changed one (productId null: new); a category that is not the restaurant's is a 404. */
export function saveDish(
  deps: StaffMenuDeps,
  { productId, dish, staffId }: { productId: number | null; dish: DishChange; staffId: number },
) {
  return changeMenu(
    deps,
    productId === null ? 'Category' : 'Dish',
    {
      staffId,
      action: productId === null ? 'added a dish' : 'changed a dish',
      subject: 'dish {id}',
      details: dish,
    },
    (tx, restaurantId) =>
      productId === null
        ? repository.insertDish(tx, restaurantId, dishValues(dish))
        : repository.updateDish(tx, restaurantId, productId, dishValues(dish)),
  );
}

export function addVariation(
  deps: StaffMenuDeps,
  { productId, variation, staffId }: { productId: number; variation: VariationChange; staffId: number },
) {
  return changeMenu(
    deps,
    'Dish',
    { staffId, action: 'added an option group', subject: `dish ${productId}`, details: variation },
    (tx, restaurantId) => repository.insertVariation(tx, restaurantId, productId, variation.name),
  );
}

export function renameVariation(
  deps: StaffMenuDeps,
  { variationId, variation, staffId }: { variationId: number; variation: VariationChange; staffId: number },
) {
  return changeMenu(
    deps,
    'Option group',
    { staffId, action: 'renamed an option group', subject: 'option group {id}', details: variation },
    (tx, restaurantId) => repository.updateVariation(tx, restaurantId, variationId, variation.name),
  );
}

export function addOption(
  deps: StaffMenuDeps,
  { variationId, option, staffId }: { variationId: number; option: NewOption; staffId: number },
) {
  return changeMenu(
    deps,
    'Option group',
    { staffId, action: 'added an option', subject: 'option {id}', details: option },
    (tx, restaurantId) =>
      repository.insertOption(tx, restaurantId, variationId, {
        label: option.label,
        priceCents: option.price_cents,
        stock: option.stock,
      }),
  );
}

export function updateOption(
  deps: StaffMenuDeps,
  { optionId, option, staffId }: { optionId: number; option: OptionChange; staffId: number },
) {
  return changeMenu(
    deps,
    'Option',
    { staffId, action: 'changed an option', subject: 'option {id}', details: option },
    (tx, restaurantId) =>
      repository.updateOption(tx, restaurantId, optionId, {
        label: option.label,
        priceCents: option.price_cents,
      }),
  );
}
