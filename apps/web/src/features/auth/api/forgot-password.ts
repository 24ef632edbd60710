import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** Asks for a 6-digit reset code by e-mail; the answer is the same for any address. */
export function forgotPassword(request: { email: string }): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/v1/auth/forgot-password', { method: 'POST', json: request });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
