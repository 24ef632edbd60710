import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CustomerMarkRequest, type FakeOrdersAnswer, fakeOrdersAnswerSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { fakeOrdersQueryOptions } from './get-fake-orders';

/** Flags, makes card-only or blocks an account, phone, e-mail or address (`POST …/fake-orders/marks`). */
export function addMark(mark: CustomerMarkRequest): Promise<FakeOrdersAnswer> {
  return staffFetch('/api/v1/staff/fake-orders/marks', {
    method: 'POST',
    json: mark,
    answer: fakeOrdersAnswerSchema,
  });
}

/** Lifts a mark; the log keeps it (`POST …/fake-orders/marks/:markId/lift`). */
export function liftMark(markId: number): Promise<FakeOrdersAnswer> {
  return staffFetch(`/api/v1/staff/fake-orders/marks/${markId}/lift`, {
    method: 'POST',
    answer: fakeOrdersAnswerSchema,
  });
}

function useAnswering<Input>(mutationFn: (input: Input) => Promise<FakeOrdersAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => queryClient.setQueryData(fakeOrdersQueryOptions().queryKey, answer),
  });
}

export const useAddMark = () => useAnswering(addMark);
export const useLiftMark = () => useAnswering(liftMark);
