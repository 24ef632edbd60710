import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_TOAST_MS, messages, type Product } from '@tiffin/core';
import { useCallback } from 'react';
import { showErrorToast } from '@/lib/error-toasts';
import { readStoredFavourites } from '../api/favourites-storage';
import {
  type FavouriteChange,
  favouriteChangeKey,
  favouritesQueryKey,
  isShownFavourite,
} from '../utils/favourite-list';

const text = messages.favourites;

type Sender = typeof import('./send-favourite-change');
let sender: Sender | undefined;
const loadSender = () =>
  import('./send-favourite-change').then((module) => {
    sender = module;
    return module;
  });

/** Starts loading what sends a change: when a customer's heart is pointed at or focused, or the page opens. */
export function preloadFavouriteChange(): void {
  void loadSender().catch(() => {
    // Tried again on the press, which says so if it fails.
  });
}

/**
 * Sends the change (shown from the moment it is a mutation); at once when the code that sends it is
 * loaded, else once it is. If that code cannot even be loaded (offline), the failure text says so.
 */
function startChange(queryClient: QueryClient, change: FavouriteChange, failureText: string): void {
  if (sender !== undefined) {
    sender.sendFavouriteChange(queryClient, change, failureText);
    return;
  }
  loadSender().then(
    (loaded) => loaded.sendFavouriteChange(queryClient, change, failureText),
    () => showErrorToast(failureText, FAVOURITE_TOAST_MS),
  );
}

/** Whether the dish shows as a favourite now: as its last change on its way makes it, else as the list has it. */
function shownFavourite(queryClient: QueryClient, productId: number): boolean {
  const changes = queryClient
    .getMutationCache()
    .findAll({ mutationKey: favouriteChangeKey(productId), status: 'pending' })
    .map((mutation) => (mutation.state.variables as FavouriteChange).favourite);
  const food = queryClient.getQueryData<Product[]>(favouritesQueryKey) ?? readStoredFavourites() ?? [];
  return isShownFavourite(
    food.some((item) => item.id === productId),
    changes,
  );
}

/**
 * The menu's heart (visitor-side §4 "Wishlist toggle"): a visitor is asked to sign in and nothing
 * changes; a customer's press adds or removes the dish, at once on screen, and 'Failed to update
 * favorites' takes it back. Presses on one dish are sent in order, each undoing the one before.
 */
export function useToggleFavourite(signedIn: boolean, onSignInRequired: () => void) {
  const queryClient = useQueryClient();
  return useCallback(
    (product: Product) => {
      if (!signedIn) {
        onSignInRequired();
        return;
      }
      const favourite = !shownFavourite(queryClient, product.id);
      startChange(queryClient, { product, favourite }, text.updateFailed);
    },
    [signedIn, onSignInRequired, queryClient],
  );
}

/**
 * The favourites page's filled heart: the card is dimmed and its buttons do nothing until the
 * server answers (favourites-list.tsx); on a refusal it is back with 'Failed to remove from favorites'.
 */
export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useCallback(
    (product: Product) => startChange(queryClient, { product, favourite: false }, text.removeFailed),
    [queryClient],
  );
}
