import type { QueryClient } from '@tanstack/react-query';
import { removeKeys, storageKeys } from '@/lib/browser-storage';
import { removeAuthenticatedQueries } from '@/lib/query-client';
import { useAuthStore } from '../stores/auth-store';

/**
 * Ends the session in this browser: the stored session, the basket, favourites and checkout
 * choices kept in storage (their stores come later; their keys are cleared here already), and every answer
 * fetched with the token. "Remember me" stays: the customer asked for it.
 */
export function clearAccountData(queryClient: QueryClient): void {
  useAuthStore.getState().clearSession();
  removeKeys(storageKeys.cart, storageKeys.wishlistItems, storageKeys.checkout);
  removeAuthenticatedQueries(queryClient);
}
