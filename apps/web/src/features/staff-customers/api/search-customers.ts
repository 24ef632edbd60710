import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type BoardOrder,
  customerOrdersResponseSchema,
  type StaffCustomer,
  staffCustomersResponseSchema,
} from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

export function searchCustomers(q: string, signal?: AbortSignal): Promise<{ customers: StaffCustomer[] }> {
  return staffFetch(`/api/v1/staff/customers?q=${encodeURIComponent(q)}`, {
    signal,
    answer: staffCustomersResponseSchema,
  });
}

/** Customers by name, e-mail or phone; asked once the search has 2 characters. */
export function useCustomerSearch(q: string) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'customers', q],
      queryFn: ({ signal }) => searchCustomers(q, signal),
      enabled: q.trim().length >= 2,
    }),
  );
}

export function getCustomerOrders(
  customerId: number,
  signal?: AbortSignal,
): Promise<{ orders: BoardOrder[] }> {
  return staffFetch(`/api/v1/staff/customers/${customerId}/orders`, {
    signal,
    answer: customerOrdersResponseSchema,
  });
}

/** A customer's last 50 orders, when asked for. */
export function useCustomerOrders(customerId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'customer-orders', customerId],
      queryFn: ({ signal }) => getCustomerOrders(customerId ?? 0, signal),
      enabled: customerId !== null,
    }),
  );
}
