import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tiffin/core/contracts';
import { ApiError, apiFetch } from '@/lib/api-client';
import { authenticatedMeta } from '@/lib/query-client';
import { customerInfoQueryKey } from './get-customer-info';

/** Sends the link that proves the customer's e-mail address again (issue 30; one a minute, 5 a day). */
export function resendConfirmation(token: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/v1/customer/confirm-email/resend', { method: 'POST', token });
}

export function useResendConfirmation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendConfirmation(token),
    meta: authenticatedMeta,
    onError: async (error) => {
      // An address proved meanwhile (409, in another tab or on another device) shows as proved.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: customerInfoQueryKey });
      }
    },
  });
}
