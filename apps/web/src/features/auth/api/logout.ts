import type { MessageResponse } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/**
 * Ends the session on the server. Not a mutation: signing out goes ahead whatever it answers, and
 * an already expired session must not announce itself as expired while the customer leaves.
 */
export function logout(token: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/v1/auth/logout', { method: 'POST', token });
}
