import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TipsInfo, tipsInfoSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** The tip choices and the notice's answers as they are (`GET /api/v1/tips`; issue 51). */
export function getTipSettings(signal?: AbortSignal): Promise<TipsInfo> {
  return staffFetch<TipsInfo>('/api/v1/tips', { signal, answer: tipsInfoSchema });
}

export function tipSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'tip-settings'],
    queryFn: ({ signal }) => getTipSettings(signal),
  });
}

export function useTipSettings() {
  return useQuery(tipSettingsQueryOptions());
}
