import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { FAVOURITE_TOAST_MS, messages } from '@tiffin/core';
import type { Product } from '@tiffin/core/contracts';
import { showErrorToast } from '@/lib/error-toasts';
import { authenticatedMeta, isUnauthorizedError } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { addFavourite } from '../api/add-favourite';
import { favouritesQueryKey } from '../api/get-favourites';
import { removeFavourite } from '../api/remove-favourite';
import { useFavouritesStore } from '../stores/favourites-store';

export type FavouriteChange = { token: string; product: Product; favourite: boolean };

/** Every change to the favourites, wherever it is made: the list is asked again when the last one settles. */
const favouriteChangeKey = ['favourites', 'change'] as const;

const text = messages.favourites;

/**
 * Sends a change already shown on screen (use-favourite-change.ts) and finishes it: the server
 * taking it says '{name} added to favorites' or '{name} removed from favorites' for 3 s; a refusal
 * undoes it on screen and says `failureText`. A 401 says nothing here: the session ends, and says so
 * (features/auth, through `authenticatedMeta`). Loaded on a customer's first press, or before it
 * when a heart is pointed at or focused: a visitor's first visit does not carry it.
 */
export async function sendFavouriteChange(
  queryClient: QueryClient,
  change: FavouriteChange,
  failureText: string,
): Promise<void> {
  const observer = new MutationObserver(queryClient, {
    mutationKey: favouriteChangeKey,
    mutationFn: ({ token, product, favourite }: FavouriteChange) =>
      favourite ? addFavourite(token, product.id) : removeFavourite(token, product.id),
    meta: authenticatedMeta,
    // A list already on its way may not have this change yet.
    onMutate: () => queryClient.cancelQueries({ queryKey: favouritesQueryKey }),
    onSuccess: (_answer, { product, favourite }) => {
      useFavouritesStore.getState().settle(product.id);
      queryClient.setQueryData<Product[]>(favouritesQueryKey, (food) => {
        if (food === undefined) return food;
        const others = food.filter((item) => item.id !== product.id);
        return favourite ? [product, ...others] : others;
      });
      toast.success(
        favourite ? text.addedToFavourites(product.name) : text.removedFromFavourites(product.name),
        { duration: FAVOURITE_TOAST_MS },
      );
    },
    onError: (error, { product, favourite }) => {
      useFavouritesStore.getState().revert(product, favourite);
      if (!isUnauthorizedError(error)) showErrorToast(failureText, FAVOURITE_TOAST_MS);
    },
    onSettled: () => {
      // The last change to settle asks for the list again, so the page and the hearts end as the
      // server has them; asking after each one would bring back lists older than the next change.
      if (queryClient.isMutating({ mutationKey: favouriteChangeKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: favouritesQueryKey });
      }
    },
  });
  try {
    await observer.mutate(change);
  } catch {
    // Handled in onError.
  } finally {
    // Lets the cache forget the finished mutation.
    observer.reset();
  }
}
