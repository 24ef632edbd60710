import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/**
 * What a query or mutation may say about itself. `authenticated` marks a call made with the
 * customer's token: its 401 answer means the session has ended (visitor-side §6), which the auth
 * feature handles once for every such call (features/auth/hooks/use-session-expiry.ts).
 */
type CallMeta = {
  authenticated?: boolean;
  /**
   * Kept in session storage as the menu cache (visitor-side §4 "Menu cache"; lib/menu-cache.ts).
   * Never set on an authenticated call.
   */
  persist?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** The meta of the public menu calls that the menu cache keeps across page loads. */
export const persistedMeta = { persist: true } as const satisfies CallMeta;

/** The meta of every call that carries the customer's token. */
export const authenticatedMeta = { authenticated: true } as const satisfies CallMeta;

/**
 * How long an answer stays fresh for the queries a page's route loader starts: the page, mounting
 * right after, shows the loader's answer rather than asking again (a query is otherwise stale at
 * once, and a page that mounts asks again). Leaving and coming back to the page within it shows
 * the same answer; a change made here invalidates it at once.
 */
export const PAGE_DATA_STALE_MS = 10_000;

/** A 401 answer: no token, an unknown one or an expired one. */
export function isUnauthorizedError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** A 503: the server answers, but its database is away for a moment (issue 47). */
export function isServiceUnavailable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503;
}

/** A client error (4xx) will answer the same again; a network or server failure may not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const defaultQueryOptions = {
  queries: { retry: shouldRetry },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...defaultQueryOptions.queries, ...overrides.queries },
      mutations: { ...defaultQueryOptions.mutations, ...overrides.mutations },
    },
  });
}

/** Forgets every answer fetched with a token: another session must never see them. */
export function removeAuthenticatedQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.authenticated === true });
}
