import { type AllergenHistoryResponse, allergenName, combinedAllergens } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { memberNames } from '../staff/index.ts';
import * as repository from './allergen-changes.repository.ts';

/*
 * The dated record of what a dish and its options declared (issue 31): an environmental health
 * officer's first question is what a dish said on a given day, and who changed it.
 */

export { lockDish, lockOption } from './allergen-changes.repository.ts';

/** The same allergens, whatever their order: a save that leaves them so is no change. */
const sameAllergens = (before: readonly string[], after: readonly string[]) =>
  before.length === after.length && before.every((code) => after.includes(code));

/**
 * Records one change to a dish's (no `option`) or an option's allergens, in the transaction of the
 * change; nothing when the list is the same as before.
 */
export async function recordAllergenChange(
  { db, clock }: { db: Db; clock: AppDeps['clock'] },
  change: {
    productId: number;
    option?: { optionId: number; variation: string; label: string };
    before: readonly string[];
    after: readonly string[];
    staffId: number | null;
  },
): Promise<void> {
  if (sameAllergens(change.before, change.after)) return;
  await repository.insertChange(db, {
    productId: change.productId,
    optionId: change.option?.optionId ?? null,
    variation: change.option?.variation ?? null,
    option: change.option?.label ?? null,
    before: [...change.before],
    after: [...change.after],
    staffId: change.staffId,
    createdAt: clock.now(),
  });
}

/** The changes to a dish's and its options' allergens, newest first; a dish not the restaurant's is a 404. */
export async function allergenHistory(
  { db }: Pick<AppDeps, 'db'>,
  { productId }: { productId: number },
): Promise<AllergenHistoryResponse> {
  const restaurant = await requireRestaurant({ db });
  const dish = await repository.findDish(db, restaurant.id, productId);
  if (!dish) throw notFound('Dish');
  const rows = await repository.listChanges(db, productId);
  const staffNames = await memberNames(db, [
    ...new Set(rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId]))),
  ]);
  // In the regulation's order (combinedAllergens), by name.
  const names = (codes: string[]) => combinedAllergens(codes, []).map(allergenName);
  return {
    dish: dish.name,
    changes: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      staff_name: row.staffId === null ? null : (staffNames.get(row.staffId) ?? null),
      variation: row.variation,
      option: row.option,
      added: names(row.after.filter((code) => !row.before.includes(code))),
      removed: names(row.before.filter((code) => !row.after.includes(code))),
      allergens: names(row.after),
    })),
  };
}
