import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfigResponse } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';

/** Which gateway takes cards (`GET /api/v1/payments/config`, ours): it decides the Card Payment choice. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfigResponse> {
  return apiFetch<PaymentConfigResponse>('/api/v1/payments/config', { signal });
}

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['checkout', 'payment-config'],
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // The server's configuration: it changes with a restart, not while a page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
