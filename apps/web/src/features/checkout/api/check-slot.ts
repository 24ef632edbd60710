import type { QueryClient } from '@tanstack/react-query';
import { type SlotsResponse, slotsResponseSchema } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import type { CheckoutDraft } from '../types';
import type { SlotAsk } from './get-slots';

/**
 * The slots offered now for a date and mode (§7 calls 1 and 2), fetched afresh when the customer
 * places the order (§5 step 4), never from a cache: a slot may have filled since the time modal
 * showed it. Through the query client so that a 401 ends the session like every customer call.
 */
export function fetchSlotsForCheck(
  queryClient: QueryClient,
  mode: CheckoutDraft['mode'],
  date: string,
  ask: SlotAsk,
): Promise<SlotsResponse> {
  const path = mode === 'delivery' ? '/api/v1/dslots' : '/api/v1/tslots';
  return queryClient.fetchQuery({
    queryKey: ['checkout', 'slot-check', mode, date, ask],
    queryFn: ({ signal }) =>
      customerFetch(path, { method: 'POST', json: { date, ...ask }, signal, answer: slotsResponseSchema }),
    meta: authenticatedMeta,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
