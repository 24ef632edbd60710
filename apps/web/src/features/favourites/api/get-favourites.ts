import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { messages, ZONE_ID } from '@tiffin/core';
import type { Product } from '@tiffin/core/contracts';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { authenticatedMeta } from '@/lib/query-client';
import { useFavouritesStore } from '../stores/favourites-store';
import { wishListError } from './wish-list-error';

/** The answer of GET /api/v1/customer/wish-list: the dishes as the menu shows them, newest first. */
export type WishListResponse = { food: Product[] };

export const favouritesQueryKey = ['favourites', 'list'] as const;

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
 * Made with the token, so a 401 ends the session (features/auth) and signing out forgets the answer.
 * Without a token there is nothing to ask.
 */
export function favouritesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: favouritesQueryKey,
    queryFn: token === null ? skipToken : ({ signal }) => getFavourites(token, signal),
    meta: authenticatedMeta,
  });
}

/**
 * The customer's favourites from the server. Each answer also becomes the hearts' state (the
 * favourites store, kept under 'wishlist_items'), with any change still on its way laid over it.
 */
export function useFavourites(token: string | null) {
  const query = useQuery(favouritesQueryOptions(token));
  const { data } = query;
  useEffect(() => {
    if (data !== undefined) useFavouritesStore.getState().syncFromServer(data);
  }, [data]);
  return query;
}
