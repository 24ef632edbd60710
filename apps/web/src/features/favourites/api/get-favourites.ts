import { queryOptions, skipToken, useMutationState, useQuery } from '@tanstack/react-query';
import { messages, type Product, ZONE_ID } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import {
  type FavouriteChange,
  favouriteChangeKey,
  favouritesQueryKey,
  isShownFavourite,
} from '../utils/favourite-list';
import { readStoredFavourites } from './favourites-storage';
import { wishListError } from './wish-list-error';

/** The answer of GET /api/v1/customer/wish-list: the dishes as the menu shows them, newest first. */
export type WishListResponse = { food: Product[] };

/** The signed-in customer's favourite dishes, newest first (visitor-side §7, with the zone header). */
export async function getFavourites(signal?: AbortSignal): Promise<Product[]> {
  try {
    const answer = await customerFetch<WishListResponse>('/api/v1/customer/wish-list', {
      signal,
      headers: { zoneId: String(ZONE_ID) },
    });
    return answer.food;
  } catch (error) {
    throw wishListError(error, messages.favourites.fetchWishlistFailed);
  }
}

/**
 * The customer's favourites as the server has them: the one source of the hearts and the
 * favourites page (changes on their way are mutations, laid over it where shown). Made with the
 * token, so a 401 ends the session (features/auth) and signing out forgets the answer. Until the
 * server's list has arrived, the one kept under 'wishlist_items' stands in as placeholder data: the
 * hearts show at once after a reload, the page still says it is loading.
 */
export function favouritesQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: favouritesQueryKey,
    queryFn: signedIn ? ({ signal }) => getFavourites(signal) : skipToken,
    placeholderData: signedIn ? readStoredFavourites : undefined,
    meta: authenticatedMeta,
  });
}

export function useFavourites(signedIn: boolean) {
  return useQuery(favouritesQueryOptions(signedIn));
}

/** The dish's changes still on their way, oldest first: true for an addition, false for a removal. */
export function useChangesOnTheirWay(productId: number): boolean[] {
  return useMutationState({
    filters: { mutationKey: favouriteChangeKey(productId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as FavouriteChange).favourite,
  });
}

/** Whether the dish shows as a favourite (its change on its way included); a visitor has none. */
export function useIsFavourite(signedIn: boolean, productId: number): boolean {
  // Each heart re-renders when its own dish changes, not when another's does.
  const { data: inList = false } = useQuery({
    ...favouritesQueryOptions(signedIn),
    select: (food) => food.some((item) => item.id === productId),
  });
  const changes = useChangesOnTheirWay(productId);
  return signedIn && isShownFavourite(inList, changes);
}
