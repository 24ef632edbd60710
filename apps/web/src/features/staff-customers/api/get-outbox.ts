import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OutboxEmail, outboxResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export type OutboxState = 'all' | OutboxEmail['state'];

/** The list the e-mails page opens with. */
export const FIRST_OUTBOX_STATE: OutboxState = 'all';

export function getOutbox(state: OutboxState, signal?: AbortSignal): Promise<{ emails: OutboxEmail[] }> {
  return staffFetch(`/api/v1/staff/outbox?state=${state}`, { signal, answer: outboxResponseSchema });
}

/** The last 100 e-mails, newest first (admins). */
export function outboxQueryOptions(state: OutboxState) {
  return queryOptions({
    queryKey: ['staff', 'outbox', state],
    queryFn: ({ signal }) => getOutbox(state, signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

export function useOutbox(state: OutboxState) {
  return useQuery(outboxQueryOptions(state));
}

export function resendEmail(emailId: number): Promise<OutboxEmail> {
  return staffFetch(`/api/v1/staff/outbox/${emailId}/resend`, { method: 'POST' });
}

/** Sends an e-mail again (as a new one, which the list then shows first). */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'outbox'] }),
  });
}
