import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tiffin/core';
import { messageResponseSchema } from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import { customerInfoQueryKey } from './get-customer-info';

/** Sends the link that proves the customer's e-mail address again (issue 30; one a minute, 5 a day). */
export function resendConfirmation(): Promise<MessageResponse> {
  return customerFetch('/api/v1/customer/confirm-email/resend', {
    answer: messageResponseSchema,
    method: 'POST',
  });
}

export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendConfirmation(),
    meta: authenticatedMeta,
    onError: async (error) => {
      // An address proved meanwhile (409, in another tab or on another device) shows as proved.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: customerInfoQueryKey });
      }
    },
  });
}
