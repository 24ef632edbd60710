import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TipsLedger, tipsLedgerSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export function getTipsLedger(signal?: AbortSignal): Promise<TipsLedger> {
  return staffFetch('/api/v1/staff/reports/tips-ledger', { signal, answer: tipsLedgerSchema });
}

/** The card tips to date against what was paid out to the staff, and the last payouts (admins). */
export function tipsLedgerQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'reports', 'tips-ledger'],
    queryFn: ({ signal }) => getTipsLedger(signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

export function useTipsLedger() {
  return useQuery(tipsLedgerQueryOptions());
}
