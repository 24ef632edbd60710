import { useMutation } from '@tanstack/react-query';
import { type RegisterResponse, registerResponseSchema } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

export type RegisterRequest = { name: string; phone: string; email: string; password: string };

export function register(request: RegisterRequest): Promise<RegisterResponse> {
  return apiFetch('/api/v1/auth/reg', { method: 'POST', json: request, answer: registerResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
