import { useMutation } from '@tanstack/react-query';
import { type VerifyTokenResponse, verifyTokenResponseSchema } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** Checks the reset code before the new password is asked for. */
export function verifyToken(request: { reset_token: string; email: string }): Promise<VerifyTokenResponse> {
  return apiFetch('/api/v1/auth/verify-token', {
    method: 'POST',
    json: request,
    answer: verifyTokenResponseSchema,
  });
}

export function useVerifyToken() {
  return useMutation({ mutationFn: verifyToken });
}
