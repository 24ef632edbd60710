import { useMutation } from '@tanstack/react-query';
import {
  formatScheduleAt,
  ORDER_REQUEST_TIMEOUT_MS,
  orderMessages,
  PAYMENT_METHOD_CODES,
  type PlaceOrderPayload,
  type PlaceOrderResponse,
  parseTime12h,
  placeOrderResponseSchema,
  type QuoteResponse,
  quoteResponseSchema,
} from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import type { BasketLineForOrder, CheckoutDraft } from '../types';
import { orderPayloadOf } from '../utils/order-payload';

/** What the order lacks at send time (§5: 'Missing Delivery Address', 'Missing Contact Information'). */
export type PayloadProblem = 'missingAddress' | 'missingContact' | 'invalid';

export type PayloadResult = { ok: true; payload: PlaceOrderPayload } | { ok: false; problem: PayloadProblem };

/**
 * The order payload of §7 call 6 from the checkout's choices, the basket and the server's quote.
 * Nothing is filled in (DECISIONS.md, "Silent fallbacks"): a value the order needs and the draft
 * lacks is a problem to show, never a default. `order_amount` is the quote's total: the amount the
 * customer agreed to, which the server compares with its own (`price_changed`).
 */
export function buildPlaceOrderPayload(input: {
  draft: CheckoutDraft;
  lines: readonly BasketLineForOrder[];
  quote: QuoteResponse | undefined;
}): PayloadResult {
  const { draft, lines, quote } = input;
  if (draft.mode === 'delivery' && draft.address === null) return { ok: false, problem: 'missingAddress' };
  const contactName = draft.contactName.trim();
  const contactPhone = draft.contactPhone.trim();
  if (contactName === '' || contactPhone === '') return { ok: false, problem: 'missingContact' };
  const time24 = draft.time === null ? null : parseTime12h(draft.time);
  if (quote === undefined || lines.length === 0 || draft.date === null || time24 === null) {
    return { ok: false, problem: 'invalid' };
  }

  const payload: PlaceOrderPayload = {
    ...orderPayloadOf(draft, lines),
    order_amount: quote.total,
    payment_method: PAYMENT_METHOD_CODES[draft.paymentMethod],
    order_note: draft.orderNote.trim(),
    schedule_at: formatScheduleAt(draft.date, time24),
    contact_person_name: contactName,
    contact_person_number: contactPhone,
  };
  if (draft.mode === 'delivery' && draft.address !== null) {
    const address = draft.address;
    // The saved address is what the server reads (address_id); its fields go too, as the spec's
    // payload has them. `distance` is the server's own measure of that address.
    payload.address_id = address.id;
    payload.address = address.address;
    payload.latitude = address.latitude;
    payload.longitude = address.longitude;
    payload.distance = address.distance_km;
    if (address.house !== null) payload.house = address.house;
    if (address.floor !== null) payload.floor = address.floor;
    if (address.road !== null) payload.road = address.road;
  }
  return { ok: true, payload };
}

/**
 * Places the order (`POST /api/v1/customer/order/place1`, §7 call 6) under its Idempotency-Key,
 * giving up after 30 s (ORDER_REQUEST_TIMEOUT_MS) with the network message: the server may still
 * place it, which is why a retry sends the same key. The timer is the page's own (not
 * AbortSignal.timeout) so that tests with fake timers can run it.
 */
export async function placeOrder(
  payload: PlaceOrderPayload,
  idempotencyKey: string,
): Promise<PlaceOrderResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ORDER_REQUEST_TIMEOUT_MS);
  try {
    return await customerFetch('/api/v1/customer/order/place1', {
      method: 'POST',
      json: payload,
      answer: placeOrderResponseSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
      signal: controller.signal,
    });
  } catch (error) {
    // No answer within the time: said as no answer at all (§8 "No response").
    if (controller.signal.aborted)
      throw new ApiError(0, orderMessages.checkout.placement.network, [], { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The fresh quote a `price_changed` refusal (409) carries, or null for any other error. */
export function priceChangedQuote(error: unknown): QuoteResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'price_changed') return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('quote' in body)) return null;
  const parsed = quoteResponseSchema.safeParse(body.quote);
  return parsed.success ? parsed.data : null;
}

export type PlaceOrderVariables = { payload: PlaceOrderPayload; idempotencyKey: string };

/** A 401 ends the session through the auth feature (authenticatedMeta), as every customer call. */
export function usePlaceOrderMutation() {
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: PlaceOrderVariables) => placeOrder(payload, idempotencyKey),
    meta: authenticatedMeta,
  });
}
