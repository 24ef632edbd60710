import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** Proves the account's e-mail address with the token of the link e-mailed to it (issue 30). */
export function confirmEmail(request: { token: string }): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/v1/auth/confirm-email', { method: 'POST', json: request });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
