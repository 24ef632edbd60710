import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClosedDate,
  OpeningHoursRequest,
  OrderingSettings,
  PolicyPageChange,
  RestaurantDetails,
  StaffSettings,
} from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { staffSettingsQueryOptions } from './get-staff-settings';

/** The admins' settings changes; each answers the settings as they now are. */
export type SettingsChange =
  | { kind: 'ordering'; body: OrderingSettings }
  | { kind: 'hours'; body: OpeningHoursRequest }
  | { kind: 'close-date'; body: ClosedDate }
  | { kind: 'open-date'; date: string }
  | { kind: 'details'; body: RestaurantDetails }
  | { kind: 'policy'; slug: string; body: PolicyPageChange };

export function changeSettings(change: SettingsChange): Promise<StaffSettings> {
  switch (change.kind) {
    case 'ordering':
      return staffFetch('/api/v1/staff/settings/ordering', { method: 'PUT', json: change.body });
    case 'hours':
      return staffFetch('/api/v1/staff/settings/hours', { method: 'PUT', json: change.body });
    case 'close-date':
      return staffFetch('/api/v1/staff/settings/closed-dates', { method: 'POST', json: change.body });
    case 'open-date':
      return staffFetch(`/api/v1/staff/settings/closed-dates/${change.date}`, { method: 'DELETE' });
    case 'details':
      return staffFetch('/api/v1/staff/settings/details', { method: 'PUT', json: change.body });
    case 'policy':
      return staffFetch(`/api/v1/staff/settings/policies/${change.slug}`, {
        method: 'PUT',
        json: change.body,
      });
  }
}

export function useChangeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSettings,
    onSuccess: (settings) => queryClient.setQueryData(staffSettingsQueryOptions().queryKey, settings),
  });
}
