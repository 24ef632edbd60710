import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ADDRESS_PAGE_SIZE,
  type AddressList,
  addressListResponseSchema,
  orderMessages,
  type SavedAddress,
} from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta, PAGE_DATA_STALE_MS } from '@/lib/query-client';
import { addressError } from '../utils/address-error';

/** Every query of the customer's addresses starts with this key: a change to the book invalidates them all. */
export const addressesQueryKey = ['customer', 'addresses'] as const;
/** The address book as My Addresses lists it: pages of ADDRESS_PAGE_SIZE. */
export const addressBookQueryKey = [...addressesQueryKey, 'book'] as const;

type Page = { limit?: number; offset?: number };

/** One page of the signed-in customer's addresses (GET /api/v1/customer/address/list, call 7). */
export async function getAddresses(
  { limit = ADDRESS_PAGE_SIZE, offset = 0 }: Page = {},
  signal?: AbortSignal,
): Promise<AddressList> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  try {
    return await customerFetch(`/api/v1/customer/address/list?${query}`, {
      answer: addressListResponseSchema,
      signal,
    });
  } catch (error) {
    throw addressError(error, orderMessages.addresses.fetchFailed);
  }
}

/** Where the page after `last` starts, or undefined when every address is loaded. */
export function nextOffset(last: AddressList): number | undefined {
  const next = last.offset + last.addresses.length;
  return last.addresses.length > 0 && next < last.total_size ? next : undefined;
}

/**
 * The address book, page by page (limit 10, the spec's page size; the book holds up to 20, so a
 * second page is asked for on 'Show more addresses'). Made with the token: a 401 ends the session
 * (features/auth), and signing out forgets the answer.
 */
export function addressBookQueryOptions() {
  return infiniteQueryOptions({
    queryKey: addressBookQueryKey,
    queryFn: ({ pageParam, signal }) => getAddresses({ offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    meta: authenticatedMeta,
    staleTime: PAGE_DATA_STALE_MS,
  });
}

export function useAddressBook() {
  return useInfiniteQuery(addressBookQueryOptions());
}

/** The addresses of the pages loaded, in the server's order. */
export function addressesOf(pages: readonly AddressList[] | undefined): SavedAddress[] {
  return pages?.flatMap((page) => page.addresses) ?? [];
}
