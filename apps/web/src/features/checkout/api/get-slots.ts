import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type DeliveryMode,
  orderMessages,
  type SavedAddress,
  SLOT_REFRESH_MS,
  type SlotsRequest,
  type SlotsResponse,
  slotsResponseSchema,
} from '@tiffin/core';
import { useMemo } from 'react';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';

const SLOT_PATHS = { collection: '/api/v1/tslots', delivery: '/api/v1/dslots' } as const;
const FAILED = {
  collection: orderMessages.slots.fetchCollectionFailed,
  delivery: orderMessages.slots.fetchDeliveryFailed,
} as const;

/**
 * What the slots call asks with beside the date: the basket's dishes and quantities (issue 33),
 * whose portions may make a large order's first slot later, and for a delivery the saved address it
 * goes to (issue 50), whose zone may add minutes; the times offered are then those placement takes.
 */
export type SlotAsk = Pick<SlotsRequest, 'cart' | 'address_id'>;

type BasketLine = { productId: number; quantity: number };

/** The slots call's ask for the basket's lines and, for a delivery, its saved address. */
export function slotAskOf(
  lines: readonly BasketLine[],
  mode: DeliveryMode,
  address: Pick<SavedAddress, 'id'> | null,
): SlotAsk {
  const cart = lines.map((line) => ({ item_id: line.productId, quantity: line.quantity }));
  return mode === 'delivery' && address !== null ? { cart, address_id: address.id } : { cart };
}

/** `slotAskOf`, made again only when the lines, the mode or the address change. */
export function useSlotAsk(lines: readonly BasketLine[], mode: DeliveryMode, address: SavedAddress | null) {
  return useMemo(() => slotAskOf(lines, mode, address), [lines, mode, address]);
}

/** The times still offered on a Dublin date, for collection (call 1) or delivery (call 2). */
export async function getSlots(
  mode: DeliveryMode,
  date: string,
  ask: SlotAsk,
  signal?: AbortSignal,
): Promise<SlotsResponse> {
  try {
    return await customerFetch(SLOT_PATHS[mode], {
      method: 'POST',
      json: { date, ...ask },
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
export function slotsQueryOptions(mode: DeliveryMode, date: string | null, ask: SlotAsk) {
  return queryOptions({
    queryKey: [...slotsQueryKey, mode, date, ask],
    queryFn: ({ signal }) => getSlots(mode, date ?? '', ask, signal),
    enabled: date !== null,
    refetchInterval: SLOT_REFRESH_MS,
    placeholderData: (previous, previousQuery) =>
      // The same mode's answer stays while another date loads; another mode's would mislead.
      previousQuery?.queryKey[2] === mode ? keepPreviousData(previous) : undefined,
    meta: authenticatedMeta,
  });
}

export function useSlots(mode: DeliveryMode, date: string | null, ask: SlotAsk, enabled = true) {
  return useQuery({ ...slotsQueryOptions(mode, date, ask), enabled: enabled && date !== null });
}
