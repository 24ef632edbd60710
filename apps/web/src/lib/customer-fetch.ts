import { apiFetch, type CheckedRequestInit } from './api-client';

/**
 * The signed-in customer's token, read as each call is sent (decision 062), as the staff's calls
 * read theirs from their session (api-session.ts): no component carries it and no query key holds
 * it. The auth store says once, as it is made, where the token is (features/auth/stores/
 * auth-store.ts); lib imports no feature. A change of customer empties the answers fetched with a
 * token instead (`removeAuthenticatedQueries`, on every sign-in and sign-out: use-session-expiry.ts).
 */
let tokenNow: () => string | null = () => null;

export function readCustomerTokenFrom(read: () => string | null): void {
  tokenNow = read;
}

/**
 * A call with the customer's token as it is now; signed out, with none (the server answers 401).
 * A 401 ends the session through the call's `authenticatedMeta` (query-client.ts).
 */
export function customerFetch<T>(path: string, init: CheckedRequestInit<T> = {}): Promise<T> {
  return apiFetch<T>(path, { ...init, token: tokenNow() ?? '' });
}

/** The customer's token now, for a call that is not JSON (a file to download); null when signed out. */
export const customerToken = (): string | null => tokenNow();
