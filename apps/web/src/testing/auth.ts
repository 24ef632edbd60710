import type { CustomerInfo } from '@tiffin/core/contracts';
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
