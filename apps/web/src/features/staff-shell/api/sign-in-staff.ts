import { useMutation } from '@tanstack/react-query';
import type { StaffLoginRequest, StaffLoginResponse } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

export function signInStaff(request: StaffLoginRequest): Promise<StaffLoginResponse> {
  return apiFetch<StaffLoginResponse>('/api/v1/staff/auth/login', { method: 'POST', json: request });
}

export function useSignInStaff() {
  return useMutation({ mutationFn: signInStaff });
}
