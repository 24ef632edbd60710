import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';
import { authenticatedMeta } from '@/lib/query-client';

export type DeleteAccountRequest = { email: string; password: string };

/** Deletes the signed-in customer's account, after their e-mail and password. */
export function deleteAccount(token: string, request: DeleteAccountRequest): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/v1/auth/delete-account', { method: 'POST', json: request, token });
}

export function useDeleteAccount(token: string) {
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => deleteAccount(token, request),
    meta: authenticatedMeta,
  });
}
