import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffZonesResponse } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { zonesQueryOptions } from './get-zones';

/** Replaces every zone with a GeoJSON file's (the server checks it, and keeps all or none). */
export function importZones(collection: unknown): Promise<StaffZonesResponse> {
  return staffFetch('/api/v1/staff/zones/geojson', { method: 'PUT', json: collection });
}

export function useImportZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importZones,
    onSuccess: (answer) => queryClient.setQueryData(zonesQueryOptions().queryKey, answer),
  });
}
