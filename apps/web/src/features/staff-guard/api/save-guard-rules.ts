import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FakeOrdersAnswer, fakeOrdersAnswerSchema, type GuardRules } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { fakeOrdersQueryOptions } from './get-fake-orders';

/** The rules that ask a cash order for a phone code (`PUT /api/v1/staff/fake-orders/rules`, admins). */
export function saveGuardRules(rules: GuardRules): Promise<FakeOrdersAnswer> {
  return staffFetch('/api/v1/staff/fake-orders/rules', {
    method: 'PUT',
    json: rules,
    answer: fakeOrdersAnswerSchema,
  });
}

export function useSaveGuardRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGuardRules,
    onSuccess: (answer) => queryClient.setQueryData(fakeOrdersQueryOptions().queryKey, answer),
  });
}
