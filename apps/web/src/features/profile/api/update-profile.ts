import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerInfo, MessageResponse } from '@tiffin/core';
import { messageResponseSchema } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import { customerInfoQueryKey } from './get-customer-info';

/** The payload of POST /api/v1/customer/update-profile; first and last names come from the full name. */
export type UpdateProfileRequest = {
  f_name: string;
  l_name: string;
  name: string;
  phone: string;
  email: string;
};

export function updateProfile(request: UpdateProfileRequest): Promise<MessageResponse> {
  return customerFetch('/api/v1/customer/update-profile', {
    answer: messageResponseSchema,
    method: 'POST',
    json: request,
  });
}

/** Saves the profile; the cached details take the new values at once, then are fetched again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) => updateProfile(request),
    meta: authenticatedMeta,
    onSuccess: async (_answer, request) => {
      queryClient.setQueryData<CustomerInfo>(customerInfoQueryKey, (current) =>
        current === undefined ? current : { ...current, ...request },
      );
      await queryClient.invalidateQueries({ queryKey: customerInfoQueryKey });
    },
  });
}
