import { useMutation } from '@tanstack/react-query';
import { type ZoneChange, type ZonePreviewResponse, zonePreviewResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** "What if": how many of the last 90 days' deliveries the zone drawn would have taken, at what fees. */
export function previewZone(zone: ZoneChange): Promise<ZonePreviewResponse> {
  return staffFetch('/api/v1/staff/zones/preview', {
    method: 'POST',
    json: zone,
    answer: zonePreviewResponseSchema,
  });
}

export function usePreviewZone() {
  return useMutation({ mutationFn: previewZone });
}
