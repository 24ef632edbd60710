import type {
  CategoryChange,
  CategoryMove,
  DishChange,
  NewOption,
  OptionChange,
  StaffMenuResponse,
  VariationChange,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';
import * as history from './allergen-history.ts';
import { type StaffMenuDeps, staffMenu } from './menu.service.ts';
import * as repository from './menu-content.repository.ts';

/*
 * The menu's content, edited by admins (issue 14): categories, dishes, option groups and options, and
 * (dish-image.ts) a dish's photo. Each change is logged and announced like the staff's menu changes.
 */

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
  return staffMenu({ db, clock });
}

/** A category's columns from the staff's body; `portions_exempt` left out leaves it as it is. */
const categoryValues = ({ name, visible, portions_exempt }: CategoryChange) => ({
  name,
  visible,
  ...(portions_exempt === undefined ? {} : { portionsExempt: portions_exempt }),
});

export function createCategory(
  deps: StaffMenuDeps,
  { category, staffId }: { category: CategoryChange; staffId: number },
) {
  return changeMenu(
    deps,
    'Category',
    { staffId, action: 'added a category', subject: 'category {id}', details: category },
    (tx, restaurantId) => repository.insertCategory(tx, restaurantId, categoryValues(category)),
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
    (tx, restaurantId) => repository.updateCategory(tx, restaurantId, categoryId, categoryValues(category)),
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
  vatClass: dish.vat_class,
  depositCents: dish.deposit_cents,
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
    async (tx, restaurantId) => {
      // A new dish's allergens are a change from none; a changed dish's, from what it declared.
      const before =
        productId === null ? [] : ((await history.lockDish(tx, restaurantId, productId))?.allergens ?? []);
      const savedId =
        productId === null
          ? await repository.insertDish(tx, restaurantId, dishValues(dish))
          : await repository.updateDish(tx, restaurantId, productId, dishValues(dish));
      if (savedId !== undefined) {
        await history.recordAllergenChange(
          { db: tx, clock: deps.clock },
          { productId: savedId, before, after: dish.allergens, staffId },
        );
      }
      return savedId;
    },
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
    async (tx, restaurantId) => {
      const optionId = await repository.insertOption(tx, restaurantId, variationId, {
        label: option.label,
        priceCents: option.price_cents,
        stock: option.stock,
        allergens: option.allergens,
      });
      const added = optionId === undefined ? undefined : await history.lockOption(tx, restaurantId, optionId);
      if (optionId !== undefined && added) {
        await history.recordAllergenChange(
          { db: tx, clock: deps.clock },
          {
            productId: added.productId,
            option: { optionId, variation: added.variation, label: added.label },
            before: [],
            after: option.allergens,
            staffId,
          },
        );
      }
      return optionId;
    },
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
    async (tx, restaurantId) => {
      const before = await history.lockOption(tx, restaurantId, optionId);
      if (!before) return undefined;
      await repository.updateOption(tx, restaurantId, optionId, {
        label: option.label,
        priceCents: option.price_cents,
        allergens: option.allergens,
      });
      // Named as it is from now on: the label this save gives it.
      await history.recordAllergenChange(
        { db: tx, clock: deps.clock },
        {
          productId: before.productId,
          option: { optionId, variation: before.variation, label: option.label },
          before: before.allergens,
          after: option.allergens,
          staffId,
        },
      );
      return optionId;
    },
  );
}
