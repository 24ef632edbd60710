import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, preorderSchema } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** What the form sends once core's schema has passed it: time 'HH:mm', people a whole number. */
export type PreorderRequest = ReturnType<ReturnType<typeof preorderSchema>['parse']>;

/** POST /api/v1/preorder (visitor-side §7; DECISIONS.md: both forms send it, with the time). */
export function submitPreorder(request: PreorderRequest): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/v1/preorder', { method: 'POST', json: request });
}

export function useSubmitPreorder() {
  return useMutation({ mutationFn: submitPreorder });
}
