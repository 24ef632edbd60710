import { messages } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { getProductsByIds, requireProduct } from '../menu/index.ts';
import * as repository from './favourites.repository.ts';

type Favourite = { customerId: number; productId: number };

export async function addFavourite(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { customerId, productId }: Favourite,
) {
  await requireProduct({ db }, { productId });
  await repository.addFavourite(db, customerId, productId, clock.now());
  return { message: messages.favourites.added };
}

export async function removeFavourite({ db }: Pick<AppDeps, 'db'>, { customerId, productId }: Favourite) {
  await repository.removeFavourite(db, customerId, productId);
  return { message: messages.favourites.removed };
}

/** The favourite dishes that are still on the menu, as the menu shows them. */
export async function listFavourites({ db }: Pick<AppDeps, 'db'>, { customerId }: { customerId: number }) {
  const productIds = await repository.listFavouriteIds(db, customerId);
  return { food: await getProductsByIds({ db }, { productIds }) };
}
