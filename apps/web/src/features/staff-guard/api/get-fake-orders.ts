import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FakeOrdersAnswer, fakeOrdersAnswerSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

export const fakeOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'fake-orders'],
    queryFn: ({ signal }): Promise<FakeOrdersAnswer> =>
      staffFetch('/api/v1/staff/fake-orders', { signal, answer: fakeOrdersAnswerSchema }),
  });

/** The guard's rules, the marks in force and the flagged orders (decision 073). */
export function useFakeOrders() {
  return useQuery(fakeOrdersQueryOptions());
}
