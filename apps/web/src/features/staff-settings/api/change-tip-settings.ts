import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TipSettings, type TipsInfo, tipsInfoSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { tipSettingsQueryOptions } from './get-tip-settings';

/** `PUT /api/v1/staff/settings/tips` (admins; issue 51): answers the settings and the notice as now written. */
export function changeTipSettings(body: TipSettings): Promise<TipsInfo> {
  return staffFetch<TipsInfo>('/api/v1/staff/settings/tips', {
    method: 'PUT',
    json: body,
    answer: tipsInfoSchema,
  });
}

export function useChangeTipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTipSettings,
    onSuccess: (tips) => queryClient.setQueryData(tipSettingsQueryOptions().queryKey, tips),
  });
}
