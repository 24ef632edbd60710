import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddressList, type MessageResponse, messageResponseSchema, orderMessages } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import { addressError } from '../utils/address-error';
import { addressBookQueryKey, addressesQueryKey } from './get-addresses';

/** Deletes a saved address (DELETE /api/v1/customer/address/delete, call 8: the id as a string). */
export async function deleteAddress(addressId: number): Promise<MessageResponse> {
  try {
    return await customerFetch('/api/v1/customer/address/delete', {
      answer: messageResponseSchema,
      method: 'DELETE',
      json: { address_id: String(addressId) },
    });
  } catch (error) {
    throw addressError(error, orderMessages.addresses.deleteFailed);
  }
}

/** The book without the address, its total one less and never below 0 (§4 "Addresses"). */
export function withoutAddress(book: InfiniteData<AddressList, number>, addressId: number) {
  return {
    ...book,
    pages: book.pages.map((page) => ({
      ...page,
      addresses: page.addresses.filter((address) => address.id !== addressId),
      total_size: Math.max(0, page.total_size - 1),
    })),
  };
}

/** Deletes an address: it leaves the list at once, then the list is asked for again. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress(addressId),
    meta: authenticatedMeta,
    onSuccess: (_answer, addressId) => {
      queryClient.setQueryData<InfiniteData<AddressList, number>>(addressBookQueryKey, (book) =>
        book === undefined ? book : withoutAddress(book, addressId),
      );
      void queryClient.invalidateQueries({ queryKey: addressesQueryKey });
    },
  });
}
