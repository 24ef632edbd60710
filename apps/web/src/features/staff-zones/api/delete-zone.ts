import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { zonesQueryOptions } from './get-zones';

/** Removes a zone (admins). */
export function deleteZone(zoneId: number): Promise<void> {
  return staffFetch(`/api/v1/staff/zones/${zoneId}`, { method: 'DELETE' });
}

export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesQueryOptions().queryKey }),
  });
}
