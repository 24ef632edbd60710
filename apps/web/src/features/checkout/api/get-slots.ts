import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DeliveryMode, orderMessages, SLOT_REFRESH_MS } from '@tiffin/core';
import type { SlotsResponse } from '@tiffin/core/contracts';
import { ApiError, apiFetch } from '@/lib/api-client';
import { authenticatedMeta } from '@/lib/query-client';

const SLOT_PATHS = { collection: '/api/v1/tslots', delivery: '/api/v1/dslots' } as const;
const FAILED = {
  collection: orderMessages.slots.fetchCollectionFailed,
  delivery: orderMessages.slots.fetchDeliveryFailed,
} as const;

/** The times still offered on a Dublin date, for collection (call 1) or delivery (call 2). */
export async function getSlots(
  token: string,
  mode: DeliveryMode,
  date: string,
  signal?: AbortSignal,
): Promise<SlotsResponse> {
  try {
    return await apiFetch<SlotsResponse>(SLOT_PATHS[mode], { method: 'POST', json: { date }, token, signal });
  } catch (error) {
    // The server's own refusals (a past date, one too far ahead) say what to do; a failure says what failed.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401)
      throw error;
    throw new ApiError(error instanceof ApiError ? error.status : 0, FAILED[mode], [], { cause: error });
  }
}

export const slotsQueryKey = ['checkout', 'slots'] as const;

/** The slots of a date and mode, refreshed every 3 minutes while shown (§4 "Date"). */
export function slotsQueryOptions(token: string, mode: DeliveryMode, date: string | null) {
  return queryOptions({
    queryKey: [...slotsQueryKey, mode, date],
    queryFn: ({ signal }) => getSlots(token, mode, date ?? '', signal),
    enabled: date !== null,
    refetchInterval: SLOT_REFRESH_MS,
    placeholderData: (previous, previousQuery) =>
      // The same mode's answer stays while another date loads; another mode's would mislead.
      previousQuery?.queryKey[2] === mode ? keepPreviousData(previous) : undefined,
    meta: authenticatedMeta,
  });
}

export function useSlots(token: string, mode: DeliveryMode, date: string | null, enabled = true) {
  return useQuery({ ...slotsQueryOptions(token, mode, date), enabled: enabled && date !== null });
}
