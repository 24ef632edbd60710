import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { FAVOURITE_TOAST_MS, favouriteMessages, type Product } from '@tiffin/core';
import { showErrorToast } from '@/lib/error-toasts';
import { authenticatedMeta, isUnauthorizedError } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { addFavourite } from '../api/add-favourite';
import { removeFavourite } from '../api/remove-favourite';
import {
  type FavouriteChange,
  favouriteChangeKey,
  favouriteChangesKey,
  favouritesQueryKey,
  withChange,
} from '../utils/favourite-list';

const text = favouriteMessages;

/**
 * Sends a change to the favourites as a mutation (use-favourite-change.ts starts it). While it is on
 * its way the hearts and cards show it from the mutation cache (optimistic through the UI), so a
 * refusal has nothing to undo: the change simply stops showing, and `failureText` says so for 3 s.
 * The server taking it puts it in the list and says '{name} added to favorites' or '{name} removed
 * from favorites'. One dish's changes go one after another (their scope), so the server ends with
 * the last press; a 401 says nothing here: the session ends, and says so (features/auth, through
 * `authenticatedMeta`). Loaded on a customer's first press, or before it when a heart is pointed
 * at or focused: a visitor's first visit does not carry it.
 */
export function sendFavouriteChange(
  queryClient: QueryClient,
  change: FavouriteChange,
  failureText: string,
): void {
  const observer = new MutationObserver(queryClient, {
    mutationKey: favouriteChangeKey(change.product.id),
    scope: { id: `favourite-${change.product.id}` },
    mutationFn: ({ product, favourite }: FavouriteChange) =>
      favourite ? addFavourite(product.id) : removeFavourite(product.id),
    meta: authenticatedMeta,
    // A list already on its way may not have this change: it would land after it.
    onMutate: () => queryClient.cancelQueries({ queryKey: favouritesQueryKey }),
    onSuccess: (_answer, { product, favourite }) => {
      queryClient.setQueryData<Product[]>(favouritesQueryKey, (food) =>
        food === undefined ? food : withChange(food, product, favourite),
      );
      toast.success(
        favourite ? text.addedToFavourites(product.name) : text.removedFromFavourites(product.name),
        { duration: FAVOURITE_TOAST_MS },
      );
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) showErrorToast(failureText, FAVOURITE_TOAST_MS);
    },
    onSettled: () => {
      // The last change to settle (this one is still counted) asks for the list again, so the page
      // and the hearts end as the server has them; asking after each one would bring back lists
      // older than the next change.
      if (queryClient.isMutating({ mutationKey: favouriteChangesKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: favouritesQueryKey });
      }
    },
  });
  observer
    .mutate(change)
    .catch(() => {
      // Said in onError.
    })
    // The cache forgets the finished mutation once nothing observes it.
    .finally(() => observer.reset());
}
