import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AllergenHistoryResponse, allergenHistoryResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

/** Every dish's record, under one key: an edit of the menu makes them all stale. */
export const allergenHistoryKey = ['staff', 'menu', 'allergen-history'] as const;

export function getAllergenHistory(
  productId: number,
  signal?: AbortSignal,
): Promise<AllergenHistoryResponse> {
  return staffFetch(`/api/v1/staff/menu/dishes/${productId}/allergen-history`, {
    signal,
    answer: allergenHistoryResponseSchema,
  });
}

export function allergenHistoryQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [...allergenHistoryKey, productId],
    queryFn: ({ signal }) => getAllergenHistory(productId, signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

/**
 * A dish's allergen changes, its own and its options', newest first (issue 31): who, when, what was
 * added and removed. Asked for only while shown (`enabled`).
 */
export function useAllergenHistory(productId: number, enabled: boolean) {
  return useQuery({ ...allergenHistoryQueryOptions(productId), enabled });
}
