import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_TOAST_MS, messages } from '@tiffin/core';
import type { Product } from '@tiffin/core/contracts';
import { useCallback } from 'react';
import { showErrorToast } from '@/lib/error-toasts';
import { useFavouritesStore } from '../stores/favourites-store';
import type { FavouriteChange } from './send-favourite-change';

const text = messages.favourites;

const loadSender = () => import('./send-favourite-change');

/** Starts loading what sends a change: when a customer's heart is pointed at or focused, or the page opens. */
export function preloadFavouriteChange(): void {
  void loadSender();
}

/**
 * visitor-side §4: a change is shown at once (the store, synchronously), then sent. If the code
 * that sends it cannot even be loaded (offline), the change is undone with the same failure text.
 */
function startChange(queryClient: QueryClient, change: FavouriteChange, failureText: string): void {
  const store = useFavouritesStore.getState();
  store.begin(change.product, change.favourite);
  loadSender().then(
    ({ sendFavouriteChange }) => sendFavouriteChange(queryClient, change, failureText),
    () => {
      store.revert(change.product, change.favourite);
      showErrorToast(failureText, FAVOURITE_TOAST_MS);
    },
  );
}

/** Whether the dish's last change is still on its way: two calls could arrive in either order. */
const isChanging = (productId: number) => useFavouritesStore.getState().pending[productId] !== undefined;

/**
 * The menu's heart (visitor-side §4 "Wishlist toggle"): a visitor is asked to sign in and nothing
 * changes; a customer's press adds or removes the dish, at once on screen, and 'Failed to update
 * favorites' undoes it. A press while the dish's last change is on its way is ignored.
 */
export function useToggleFavourite(token: string | null, onSignInRequired: () => void) {
  const queryClient = useQueryClient();
  return useCallback(
    (product: Product) => {
      if (token === null) {
        onSignInRequired();
        return;
      }
      if (isChanging(product.id)) return;
      const favourite = !useFavouritesStore.getState().productIds.includes(product.id);
      startChange(queryClient, { token, product, favourite }, text.updateFailed);
    },
    [token, onSignInRequired, queryClient],
  );
}

/**
 * The favourites page's filled heart: the card is dimmed and its buttons do nothing until the
 * server answers; on a refusal it is back with 'Failed to remove from favorites'.
 */
export function useRemoveFavourite(token: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (product: Product) => {
      if (isChanging(product.id)) return;
      startChange(queryClient, { token, product, favourite: false }, text.removeFailed);
    },
    [token, queryClient],
  );
}
