import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffZone, ZoneChange } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { zonesQueryOptions } from './get-zones';

/** Draws a zone (zoneId null) or changes one (admins). */
export function saveZone({ zoneId, zone }: { zoneId: number | null; zone: ZoneChange }): Promise<StaffZone> {
  return zoneId === null
    ? staffFetch('/api/v1/staff/zones', { method: 'POST', json: zone })
    : staffFetch(`/api/v1/staff/zones/${zoneId}`, { method: 'PUT', json: zone });
}

export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesQueryOptions().queryKey }),
  });
}
