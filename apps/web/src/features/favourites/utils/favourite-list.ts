import type { Product } from '@tiffin/core';

/** A change to one dish: made a favourite, or not. */
export type FavouriteChange = { product: Product; favourite: boolean };

/** The customer's favourite dishes in the query cache (api/get-favourites.ts). */
export const favouritesQueryKey = ['favourites', 'list'] as const;

/**
 * Every change to the favourites is a mutation under this key, and one dish's under its own: the
 * hearts and the cards read the changes still on their way from the mutation cache.
 */
export const favouriteChangesKey = ['favourites', 'change'] as const;
export const favouriteChangeKey = (productId: number) => [...favouriteChangesKey, productId] as const;

/** The list with the dish put first (a favourite) or taken out. */
export function withChange(food: readonly Product[], product: Product, favourite: boolean): Product[] {
  const others = food.filter((item) => item.id !== product.id);
  return favourite ? [product, ...others] : others;
}

/** Whether the dish shows as a favourite: as its last change on its way makes it, else as the list has it. */
export function isShownFavourite(inList: boolean, changesOnTheirWay: readonly boolean[]): boolean {
  return changesOnTheirWay.at(-1) ?? inList;
}
