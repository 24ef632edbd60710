import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type QuoteResponse, quoteResponseSchema } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import type { QuotePayload } from '../utils/order-payload';

/** The server's prices for the basket as chosen (`POST /api/v1/customer/order/quote`, ours). */
export function getQuote(payload: QuotePayload, signal?: AbortSignal): Promise<QuoteResponse> {
  return customerFetch('/api/v1/customer/order/quote', {
    method: 'POST',
    json: payload,
    signal,
    answer: quoteResponseSchema,
  });
}

export const quoteQueryKey = ['checkout', 'quote'] as const;

/**
 * The quote of the payload: asked again whenever a choice that changes it changes (the key holds the
 * payload); the last numbers stay on screen while the next ones come.
 */
export function quoteQueryOptions(payload: QuotePayload) {
  return queryOptions({
    queryKey: [...quoteQueryKey, payload],
    queryFn: ({ signal }) => getQuote(payload, signal),
    enabled: payload.cart.length > 0,
    placeholderData: keepPreviousData,
    meta: authenticatedMeta,
  });
}

export function useQuote(payload: QuotePayload) {
  return useQuery(quoteQueryOptions(payload));
}
