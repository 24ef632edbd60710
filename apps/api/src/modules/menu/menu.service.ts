import {
  allergenName,
  allergensOptionsMayAdd,
  availabilityTimeline,
  type Category,
  type CategoryProductsQuery,
  type CategoryProductsResponse,
  centsToEuroString,
  type DishSchedule,
  type Product,
  type ProductDetails,
  type ProductsWithCategoriesResponse,
  productsWithCategoriesResponseSchema,
  type StaffMenuResponse,
  scheduleMessages,
  soldOutDay,
} from '@tiffin/core';
import { changesWhatCustomersSee } from '../../adapters/events.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { createRenderedCache } from '../../lib/rendered-cache.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';
import * as repository from './menu.repository.ts';
import { listWindows } from './schedule.repository.ts';
import { always, schedulesOf } from './schedules.ts';

/** How stale another process's copy of the whole menu can be, at most. */
const MENU_CACHE_TTL_MS = 30_000;

type OptionAllergens = { label: string; allergens: string[] };

function toProduct(
  row: repository.ProductRow,
  schedule: DishSchedule,
  options: readonly OptionAllergens[],
  now: Date,
): Product {
  const mayAdd = allergensOptionsMayAdd(row.allergens, options);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToEuroString(row.priceCents),
    image: row.image,
    // Only on a photo the pipeline made: the storefront's srcset (decision 052).
    ...(row.photo ? { photo: row.photo } : {}),
    category_id: row.categoryId,
    category: { id: row.categoryId, name: row.categoryName },
    veg: row.vegetarian,
    allergies: row.allergens.map(allergenName),
    // Only when an option adds one the dish itself does not declare (issue 47).
    ...(mayAdd.length > 0
      ? {
          options_may_add: mayAdd.map(({ code, options: labels }) => ({
            allergen: allergenName(code),
            options: labels,
          })),
        }
      : {}),
    has_variations: row.hasVariations,
    // Only on the cans and bottles: the basket shows it as its own line (decision 046).
    ...(row.depositCents > 0 ? { deposit: centsToEuroString(row.depositCents) } : {}),
    // Only on a dish with hours of its own or its category's: the storefront greys it outside them.
    ...(always(schedule) ? {} : { availability: availabilityTimeline(schedule, now) }),
    // Only while "sold out for today": still orderable for a slot from its next opening (issue 47).
    ...(row.soldOutUntil !== null && row.soldOutUntil > now
      ? {
          sold_out_today: {
            until: row.soldOutUntil.toISOString(),
            note: scheduleMessages.soldOutToday(soldOutDay(row.soldOutUntil, now)),
          },
        }
      : {}),
  };
}

/**
 * The dishes as the menu shows them at `now`, each with what the storefront says of its hours and
 * what its options may add to its allergens.
 */
async function toProducts(
  db: MenuDeps['db'],
  restaurantId: number,
  rows: repository.ProductRow[],
  now: Date,
) {
  const productIds = rows.map((row) => row.id);
  const [windows, optionRows] = await Promise.all([
    listWindows(db, restaurantId, { productIds }),
    repository.listOptionAllergens(db, productIds),
  ]);
  const schedules = schedulesOf(windows);
  const optionsOf = Map.groupBy(optionRows, (option) => option.productId);
  return rows.map((row) =>
    toProduct(row, schedules.forDish(row.id, row.categoryId), optionsOf.get(row.id) ?? [], now),
  );
}

const VEGETARIAN_BY_TYPE = { all: undefined, veg: true, non_veg: false } as const;

type MenuDeps = Pick<AppDeps, 'db' | 'clock'>;

export async function getCategories({ db }: Pick<AppDeps, 'db'>): Promise<Category[]> {
  const restaurant = await requireRestaurant({ db });
  return repository.listCategories(db, restaurant.id);
}

export async function getCategoryProducts(
  { db, clock }: MenuDeps,
  { categoryId, query }: { categoryId: number; query: CategoryProductsQuery },
): Promise<CategoryProductsResponse> {
  const restaurant = await requireRestaurant({ db });
  if (!(await repository.categoryExists(db, restaurant.id, categoryId))) throw notFound('Category');
  const now = clock.now();
  const filter = {
    restaurantId: restaurant.id,
    categoryId,
    vegetarian: VEGETARIAN_BY_TYPE[query.type],
  };
  const [rows, total] = await Promise.all([
    repository.listProducts(db, filter, { limit: query.limit, offset: query.offset }),
    repository.countProducts(db, filter),
  ]);
  const products = await toProducts(db, restaurant.id, rows, now);
  return { total_size: total, limit: query.limit, offset: query.offset, products };
}

export async function getProductsWithCategories({
  db,
  clock,
}: MenuDeps): Promise<ProductsWithCategoriesResponse> {
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  const [categoryRows, productRows] = await Promise.all([
    repository.listCategories(db, restaurant.id),
    repository.listProducts(db, { restaurantId: restaurant.id }),
  ]);
  return { categories: categoryRows, products: await toProducts(db, restaurant.id, productRows, now) };
}

/** A dish on the restaurant's menu, or a 404. */
export async function requireProduct(
  { db }: Pick<AppDeps, 'db'>,
  { productId }: { productId: number },
): Promise<repository.ProductRow> {
  const restaurant = await requireRestaurant({ db });
  const row = await repository.findProduct(db, restaurant.id, productId);
  if (!row) throw notFound('Product');
  return row;
}

/** The dishes of the given ids that are on the menu, in the order given. */
export async function getProductsByIds(
  { db, clock }: MenuDeps,
  { productIds }: { productIds: number[] },
): Promise<Product[]> {
  if (productIds.length === 0) return [];
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  const rows = await repository.listProducts(db, { restaurantId: restaurant.id, productIds });
  const byId = new Map(
    (await toProducts(db, restaurant.id, rows, now)).map((product) => [product.id, product]),
  );
  return productIds.flatMap((id) => byId.get(id) ?? []);
}

export async function getProductDetails(
  { db, clock }: MenuDeps,
  { productId }: { productId: number },
): Promise<ProductDetails> {
  const row = await requireProduct({ db }, { productId });
  const groups = await repository.listVariations(db, productId);
  const now = clock.now();
  const [product] = await toProducts(db, (await requireRestaurant({ db })).id, [row], now);
  if (!product) throw notFound('Product');
  return {
    ...product,
    variations: groups.map((group) => ({
      variation_id: group.id,
      name: group.name,
      values: group.options.map((option) => ({
        option_id: option.id,
        label: option.label,
        optionPrice: centsToEuroString(option.priceCents),
        // "Sold out for today" shows as sold out until its time (issue 33).
        ...(option.soldOutUntil !== null && option.soldOutUntil > now
          ? { stock_type: 'limited' as const, current_stock: 0 }
          : {
              stock_type: option.stock === null ? ('unlimited' as const) : ('limited' as const),
              current_stock: option.stock,
            }),
        allergies_name: option.allergens.map(allergenName),
      })),
    })),
    allergies_name: product.allergies,
  };
}

/**
 * The whole menu as the browser receives it, rendered once and kept (decision 008): the same bytes
 * for every visit until the menu changes here or on another process (`menu.changed`), or 30 s pass.
 */
export function createRenderedMenu(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>) {
  const cache = createRenderedCache({ ttlMs: MENU_CACHE_TTL_MS, maxEntries: 1, maxBytes: 16 * 1024 * 1024 });
  deps.events.subscribe((event) => {
    if (changesWhatCustomersSee(event)) cache.clear();
  });
  const key = 'products-with-categories';
  // A dish "sold out for today" returns at its time with no event (issue 33): the rendering made
  // while it was away is dropped from then on.
  let staleFromMs = Number.POSITIVE_INFINITY;
  const dropIfStale = () => {
    if (deps.clock.now().getTime() < staleFromMs) return;
    cache.clear();
    staleFromMs = Number.POSITIVE_INFINITY;
  };
  return {
    fresh: () => {
      dropIfStale();
      return cache.fresh(key);
    },
    get: () => {
      dropIfStale();
      return cache.get(key, async () => {
        const now = deps.clock.now();
        const [menu, returns] = await Promise.all([
          getProductsWithCategories(deps),
          repository.firstSoldOutReturn(deps.db, now),
        ]);
        staleFromMs = Math.min(staleFromMs, returns?.getTime() ?? Number.POSITIVE_INFINITY);
        return JSON.stringify(productsWithCategoriesResponseSchema.parse(menu));
      });
    },
  };
}

// -------------------------------------------------------------------------------------------------
// The staff's menu (issue 14): "86" a dish, an option's stock. Each change is logged and announced
// (`menu.changed`), which clears the menu answer and the rendered pages here and in every process.

export type StaffMenuDeps = Pick<AppDeps, 'db' | 'clock' | 'events'>;

/** A "sold out for today" time still to come, as an ISO instant; null when none or past (issue 33). */
const soldOutUntil = (until: Date | null, now: Date) =>
  until !== null && until > now ? until.toISOString() : null;

export async function staffMenu({ db, clock }: MenuDeps): Promise<StaffMenuResponse> {
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  const [{ categoryRows, dishRows, variationRows, optionRows }, windowRows] = await Promise.all([
    repository.listMenuForStaff(db, restaurant.id),
    listWindows(db, restaurant.id),
  ]);
  const schedules = schedulesOf(windowRows);
  return {
    categories: categoryRows.map((category) => ({
      id: category.id,
      name: category.name,
      visible: category.visible,
      portions_exempt: category.portionsExempt,
      schedule: schedules.ofCategory(category.id),
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
          vat_class: dish.vatClass,
          deposit_cents: dish.depositCents,
          image: dish.image,
          available: dish.available,
          sold_out_until: soldOutUntil(dish.soldOutUntil, now),
          schedule: schedules.ofDish(dish.id),
          variations: variationRows
            .filter((variation) => variation.productId === dish.id)
            .map(({ id, name }) => ({ id, name })),
          options: optionRows
            .filter((option) => option.productId === dish.id)
            .map(
              ({ id, variationId, variation, label, priceCents, stock, allergens, soldOutUntil: until }) => ({
                id,
                variation_id: variationId,
                variation,
                label,
                price_cents: priceCents,
                stock,
                allergens,
                sold_out_until: soldOutUntil(until, now),
              }),
            ),
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
  return staffMenu({ db, clock });
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
  return staffMenu({ db, clock });
}
