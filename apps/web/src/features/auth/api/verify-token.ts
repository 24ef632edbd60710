import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type VerifyTokenResponse = { message: string; valid: true };

/** Checks the reset code before the new password is asked for. */
export function verifyToken(request: { reset_token: string; email: string }): Promise<VerifyTokenResponse> {
  return apiFetch<VerifyTokenResponse>('/api/v1/auth/verify-token', { method: 'POST', json: request });
}

export function useVerifyToken() {
  return useMutation({ mutationFn: verifyToken });
}
