import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@tiffin/core/contracts';
import { apiFetch } from '@/lib/api-client';
import { authenticatedMeta } from '@/lib/query-client';

export type ChangePasswordRequest = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};

/** PUT /api/v1/customer/change-password (DECISIONS.md); the server ends the other sessions. */
export function changePassword(token: string, request: ChangePasswordRequest): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/v1/customer/change-password', {
    method: 'PUT',
    json: request,
    token,
  });
}

export function useChangePassword(token: string) {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => changePassword(token, request),
    meta: authenticatedMeta,
  });
}
