import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PrintersResponse, printersResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** How often the printers' states are asked for again: "Paper out" shows within this. */
export const PRINTER_STATES_REFRESH_MS = 10_000;

export const printersQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'printers'],
    queryFn: ({ signal }): Promise<PrintersResponse> =>
      staffFetch('/api/v1/staff/printers', { signal, answer: printersResponseSchema }),
    staleTime: PRINTER_STATES_REFRESH_MS,
    refetchInterval: PRINTER_STATES_REFRESH_MS,
  });

/** The kitchen printers with the state each last reported (issue 28), kept fresh while shown. */
export function usePrinters() {
  return useQuery(printersQueryOptions());
}
