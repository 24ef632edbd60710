import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@tiffin/core';
import { messageResponseSchema } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';

export type ChangePasswordRequest = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};

/** PUT /api/v1/customer/change-password (DECISIONS.md); the server ends the other sessions. */
export function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return customerFetch('/api/v1/customer/change-password', {
    answer: messageResponseSchema,
    method: 'PUT',
    json: request,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => changePassword(request),
    meta: authenticatedMeta,
  });
}
