import { messages } from '@tiffin/core';
import type { Clock } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { getProductsByIds, requireProduct } from '../menu/menu.service.ts';
import * as repository from './favourites.repository.ts';

export async function addFavourite(db: Db, clock: Clock, customerId: number, productId: number) {
  await requireProduct(db, productId);
  await repository.addFavourite(db, customerId, productId, clock.now());
  return { message: messages.favourites.added };
}

export async function removeFavourite(db: Db, customerId: number, productId: number) {
  await repository.removeFavourite(db, customerId, productId);
  return { message: messages.favourites.removed };
}

/** The favourite dishes that are still on the menu, as the menu shows them. */
export async function listFavourites(db: Db, customerId: number) {
  const ids = await repository.listFavouriteIds(db, customerId);
  return { food: await getProductsByIds(db, ids) };
}
