import { favouriteMessages } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { dishNames, getProductsByIds, requireProduct } from '../menu/index.ts';
import * as repository from './favourites.repository.ts';

type Favourite = { customerId: number; productId: number };

export async function addFavourite(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { customerId, productId }: Favourite,
) {
  await requireProduct({ db }, { productId });
  await repository.addFavourite(db, customerId, productId, clock.now());
  return { message: favouriteMessages.added };
}

export async function removeFavourite({ db }: Pick<AppDeps, 'db'>, { customerId, productId }: Favourite) {
  await repository.removeFavourite(db, customerId, productId);
  return { message: favouriteMessages.removed };
}

/** The favourite dishes that are still on the menu, as the menu shows them. */
export async function listFavourites(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { customerId }: { customerId: number },
) {
  const productIds = await repository.listFavouriteIds(db, customerId);
  return { food: await getProductsByIds({ db, clock }, { productIds }) };
}

/**
 * Every favourite of the customer, a dish off the menu too, by its name and when it was added (the
 * copy of their data, issue 32).
 */
export async function everyFavouriteOf({ db }: Pick<AppDeps, 'db'>, { customerId }: { customerId: number }) {
  const rows = await repository.everyFavourite(db, customerId);
  // A favourite goes with its dish (the foreign key cascades), so every one has a name.
  const names = await dishNames(
    db,
    rows.map((row) => row.productId),
  );
  return rows.flatMap((row) => {
    const name = names.get(row.productId);
    return name === undefined
      ? []
      : [{ product_id: row.productId, name, added_at: row.createdAt.toISOString() }];
  });
}
