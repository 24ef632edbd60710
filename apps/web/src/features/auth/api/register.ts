import { useMutation } from '@tanstack/react-query';
import type { RegisterResponse } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

export type RegisterRequest = { name: string; phone: string; email: string; password: string };

export function register(request: RegisterRequest): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/api/v1/auth/reg', { method: 'POST', json: request });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
