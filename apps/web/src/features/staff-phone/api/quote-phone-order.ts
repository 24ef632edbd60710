import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type PhoneQuotePayload, type QuoteResponse, quoteResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** The server's price of the phone order as taken so far, and what placing it now would refuse. */
export function quotePhoneOrder(body: PhoneQuotePayload, signal?: AbortSignal): Promise<QuoteResponse> {
  return staffFetch('/api/v1/staff/phone-orders/quote', {
    method: 'POST',
    json: body,
    signal,
    answer: quoteResponseSchema,
  });
}

/** Asked again whenever the order changes (the caller debounces it); null: nothing to price yet. */
export function phoneQuoteQueryOptions(body: PhoneQuotePayload | null) {
  return queryOptions({
    queryKey: ['staff', 'phone-quote', body],
    queryFn: body === null ? skipToken : ({ signal }) => quotePhoneOrder(body, signal),
    // The last price stays on screen while the next is asked for: the total does not flicker.
    placeholderData: keepPreviousData,
  });
}

export function usePhoneQuote(body: PhoneQuotePayload | null) {
  return useQuery(phoneQuoteQueryOptions(body));
}
