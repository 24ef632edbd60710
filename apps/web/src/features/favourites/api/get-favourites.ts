import { queryOptions, skipToken, useMutationState, useQuery } from '@tanstack/react-query';
import { messages, type Product, ZONE_ID } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';
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
export async function getFavourites(token: string, signal?: AbortSignal): Promise<Product[]> {
  try {
    const answer = await apiFetch<WishListResponse>('/api/v1/customer/wish-list', {
      token,
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
export function favouritesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: favouritesQueryKey,
    queryFn: token === null ? skipToken : ({ signal }) => getFavourites(token, signal),
    placeholderData: token === null ? undefined : readStoredFavourites,
    meta: authenticatedMeta,
  });
}

export function useFavourites(token: string | null) {
  return useQuery(favouritesQueryOptions(token));
}

/** The dish's changes still on their way, oldest first: true for an addition, false for a removal. */
export function useChangesOnTheirWay(productId: number): boolean[] {
  return useMutationState({
    filters: { mutationKey: favouriteChangeKey(productId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as FavouriteChange).favourite,
  });
}

/** Whether the dish shows as a favourite (its change on its way included); a visitor has none. */
export function useIsFavourite(token: string | null, productId: number): boolean {
  // Each heart re-renders when its own dish changes, not when another's does.
  const { data: inList = false } = useQuery({
    ...favouritesQueryOptions(token),
    select: (food) => food.some((item) => item.id === productId),
  });
  const changes = useChangesOnTheirWay(productId);
  return token !== null && isShownFavourite(inList, changes);
}
