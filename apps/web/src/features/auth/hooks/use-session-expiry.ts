import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { messages } from '@tiffin/core';
import { useEffect } from 'react';
import { showErrorToast } from '@/lib/error-toasts';
import { isUnauthorizedError, removeAuthenticatedQueries } from '@/lib/query-client';
import { useAuthStore } from '../stores/auth-store';
import { clearAccountData } from './clear-account-data';

/**
 * The one place that handles a 401 answer to a call made with the token (visitor-side §6): the
 * stored session is cleared and 'Session expired. Please login again.' is shown once, however many
 * calls failed together. Guarded pages then show their sign-in prompt.
 */
export function handleUnauthorized(queryClient: QueryClient): void {
  if (useAuthStore.getState().token === null) return;
  clearAccountData(queryClient);
  showErrorToast(messages.common.sessionExpired);
}

/** Watches every query and mutation of the client (mounted once, in the app provider). */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.query.meta?.authenticated === true &&
        isUnauthorizedError(event.action.error)
      ) {
        handleUnauthorized(queryClient);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.mutation.meta?.authenticated === true &&
        isUnauthorizedError(event.action.error)
      ) {
        handleUnauthorized(queryClient);
      }
    });
    // A new session (or none) must never see answers fetched with another token.
    const stopAuth = useAuthStore.subscribe((state, previous) => {
      if (state.token !== previous.token) removeAuthenticatedQueries(queryClient);
    });
    return () => {
      stopQueries();
      stopMutations();
      stopAuth();
    };
  }, [queryClient]);
}
