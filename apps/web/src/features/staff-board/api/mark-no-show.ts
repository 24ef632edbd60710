import { useMutation } from '@tanstack/react-query';
import { type NoShowRequest, noShowAnswerSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** "No-show" (decision 078): the order's account, or a guest's phone, made card-only by the server. */
export function markNoShow(body: NoShowRequest) {
  return staffFetch('/api/v1/staff/fake-orders/no-shows', {
    method: 'POST',
    json: body,
    answer: noShowAnswerSchema,
  });
}

export function useMarkNoShow() {
  return useMutation({ mutationFn: markNoShow });
}
