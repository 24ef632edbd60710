import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddressSaved, addressSavedResponseSchema, orderMessages } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import { addressError } from '../utils/address-error';
import type { AddressRequest } from './add-address';
import { addressesQueryKey } from './get-addresses';

export type AddressUpdate = { addressId: number; request: AddressRequest };

/** Changes a saved address (PUT /api/v1/customer/address/update/{addressId}, call 10, no zone id). */
export async function updateAddress({ addressId, request }: AddressUpdate): Promise<AddressSaved> {
  try {
    return await customerFetch(`/api/v1/customer/address/update/${addressId}`, {
      answer: addressSavedResponseSchema,
      method: 'PUT',
      json: request,
    });
  } catch (error) {
    throw addressError(error, orderMessages.addresses.updateFailed);
  }
}

/** Updates an address; the list is loaded again (limit 10) once the server has it (§4 "Addresses"). */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AddressUpdate) => updateAddress(update),
    meta: authenticatedMeta,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
