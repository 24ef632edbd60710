import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

export type ResetPasswordRequest = {
  email: string;
  reset_token: string;
  password: string;
  confirm_password: string;
};

export function resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/v1/auth/reset-password', { method: 'PUT', json: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
