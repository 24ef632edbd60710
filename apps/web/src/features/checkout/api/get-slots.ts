import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type DeliveryMode,
  orderMessages,
  SLOT_REFRESH_MS,
  type SlotsResponse,
  slotsResponseSchema,
} from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';

const SLOT_PATHS = { collection: '/api/v1/tslots', delivery: '/api/v1/dslots' } as const;
const FAILED = {
  collection: orderMessages.slots.fetchCollectionFailed,
  delivery: orderMessages.slots.fetchDeliveryFailed,
} as const;

/**
 * The basket's dishes and quantities (issue 33): the server counts their portions, so a large order
 * is offered only the later slots it may have.
 */
export type SlotCart = readonly { item_id: number; quantity: number }[];

/** The slots call's cart of basket lines. */
export const slotCartOf = (lines: readonly { productId: number; quantity: number }[]): SlotCart =>
  lines.map((line) => ({ item_id: line.productId, quantity: line.quantity }));

/** The times still offered on a Dublin date, for collection (call 1) or delivery (call 2). */
export async function getSlots(
  mode: DeliveryMode,
  date: string,
  cart: SlotCart,
  signal?: AbortSignal,
): Promise<SlotsResponse> {
  try {
    const json = { date, cart };
    return await customerFetch(SLOT_PATHS[mode], {
      method: 'POST',
      json,
      signal,
      answer: slotsResponseSchema,
    });
  } catch (error) {
    // The server's own refusals (a past date, one too far ahead) say what to do, and so does its word
    // that its database is away (503, issue 47); a failure says what failed.
    if (
      error instanceof ApiError &&
      ((error.status >= 400 && error.status < 500 && error.status !== 401) || error.status === 503)
    )
      throw error;
    throw new ApiError(error instanceof ApiError ? error.status : 0, FAILED[mode], [], { cause: error });
  }
}

export const slotsQueryKey = ['checkout', 'slots'] as const;

/** The slots of a date and mode, refreshed every 3 minutes while shown (§4 "Date"). */
export function slotsQueryOptions(mode: DeliveryMode, date: string | null, cart: SlotCart) {
  return queryOptions({
    queryKey: [...slotsQueryKey, mode, date, cart],
    queryFn: ({ signal }) => getSlots(mode, date ?? '', cart, signal),
    enabled: date !== null,
    refetchInterval: SLOT_REFRESH_MS,
    placeholderData: (previous, previousQuery) =>
      // The same mode's answer stays while another date loads; another mode's would mislead.
      previousQuery?.queryKey[2] === mode ? keepPreviousData(previous) : undefined,
    meta: authenticatedMeta,
  });
}

export function useSlots(mode: DeliveryMode, date: string | null, cart: SlotCart, enabled = true) {
  return useQuery({ ...slotsQueryOptions(mode, date, cart), enabled: enabled && date !== null });
}
