import { useQuery } from '@tanstack/react-query';
import { slotLoadResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** How often today's load is asked again while the settings page is open: orders keep coming. */
const SLOT_LOAD_REFRESH_MS = 60_000;

/** Today's slots that hold orders, with their orders and portions and the limits (issue 33). */
export function useSlotLoad() {
  return useQuery({
    queryKey: ['staff', 'slot-load'],
    queryFn: ({ signal }) =>
      staffFetch('/api/v1/staff/slots/today', { signal, answer: slotLoadResponseSchema }),
    refetchInterval: SLOT_LOAD_REFRESH_MS,
  });
}
