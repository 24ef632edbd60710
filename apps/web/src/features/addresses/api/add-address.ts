import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AddressInput,
  type AddressSaved,
  addressSavedResponseSchema,
  orderMessages,
  ZONE_ID,
} from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import { addressError } from '../utils/address-error';
import { addressesQueryKey } from './get-addresses';

/** The form's payload; `zone_id` belongs to creation only and is added here. */
export type AddressRequest = Omit<AddressInput, 'zone_id'>;

/** Saves a new address (POST /api/v1/customer/address/add, call 9, with the fixed zone id 4). */
export async function addAddress(request: AddressRequest): Promise<AddressSaved> {
  try {
    return await customerFetch('/api/v1/customer/address/add', {
      answer: addressSavedResponseSchema,
      method: 'POST',
      json: { ...request, zone_id: ZONE_ID },
    });
  } catch (error) {
    throw addressError(error, orderMessages.addresses.addFailed);
  }
}

/** Adds an address; the list is loaded again (limit 10) once the server has it (§4 "Addresses"). */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddressRequest) => addAddress(request),
    meta: authenticatedMeta,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
