import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffCustomer, staffCustomersResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

export function findCustomers(q: string, signal?: AbortSignal): Promise<{ customers: StaffCustomer[] }> {
  return staffFetch(`/api/v1/staff/customers?q=${encodeURIComponent(q)}`, {
    signal,
    answer: staffCustomersResponseSchema,
  });
}

/** The customers with this phone number or e-mail; asked once the search has 2 characters. */
export function useFindCustomers(q: string) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'customers', q],
      queryFn: ({ signal }) => findCustomers(q, signal),
      enabled: q.trim().length >= 2,
    }),
  );
}
