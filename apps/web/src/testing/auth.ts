import type { CustomerInfo } from '@tiffin/core';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { buildCustomer } from './fixtures';
import type { SentRequest } from './mock-api';

export const TEST_TOKEN = 'test-access-token';

/**
 * A customer signed in on an earlier visit: the session is in localStorage under the spec's keys,
 * where renderApp reads it.
 */
export function signInForTest(overrides: Partial<CustomerInfo> = {}): CustomerInfo {
  const customer = buildCustomer(overrides);
  window.localStorage.setItem('access_token', TEST_TOKEN);
  window.localStorage.setItem('user', JSON.stringify(customer));
  window.localStorage.setItem('user_name', customer.name);
  return customer;
}

/**
 * A customer signed in on this page now, for a part drawn on its own (renderRoute): the stored
 * session read into the auth store, where the customer's calls read their token as they are sent
 * (lib/customer-fetch.ts).
 */
export function signInNow(overrides: Partial<CustomerInfo> = {}): CustomerInfo {
  const customer = signInForTest(overrides);
  void useAuthStore.persist.rehydrate();
  return customer;
}

/** Every value kept in localStorage, joined: to check that a text (a password) is nowhere in it. */
export function allStoredText(): string {
  return Object.keys(window.localStorage)
    .map((key) => `${key}=${window.localStorage.getItem(key)}`)
    .join('\n');
}

/** The bearer token a request carried. */
export function bearerOf(init: SentRequest | undefined): string | null {
  return init?.headers.get('Authorization') ?? null;
}

/** The JSON body a request carried. */
export function bodyOf(init: SentRequest | undefined): unknown {
  return JSON.parse(init?.body ?? '');
}
