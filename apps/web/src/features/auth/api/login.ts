import { useMutation } from '@tanstack/react-query';
import { type LoginResponse, loginResponseSchema } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** The login payload (visitor-side §7); field_type comes from core's detectFieldType. */
export type LoginRequest = {
  email_or_phone: string;
  password: string;
  field_type: 'email' | 'phone';
  login_type: 'manual';
};

export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiFetch('/api/v1/auth/login', { method: 'POST', json: request, answer: loginResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
