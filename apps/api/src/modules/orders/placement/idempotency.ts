import { createHash } from 'node:crypto';
import { centsToEuroString, orderMessages, type PlaceOrderResponse } from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import * as repository from './idempotency.repository.ts';

/*
 * Idempotent placement (DECISIONS.md): the Idempotency-Key is claimed in the order's transaction;
 * the same key with the same body answers the first answer, with another body is refused.
 */

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export function requireIdempotencyKey(key: string | undefined): string {
  if (key && IDEMPOTENCY_KEY.test(key)) return key;
  throw new AppError('idempotency_key', 'An Idempotency-Key header (1-255 visible characters) is required'); // not in the spec
}

type Key = { customerId: number; key: string };

/**
 * Claims the key for this request (saying the settings' version, read with it: decision 054), or
 * answers the first answer given under it. Inserting the same
 * key while another transaction holds it waits for that transaction (the repository says how).
 */
export async function claimKey(
  tx: Db,
  { customerId, key, body, now }: Key & { body: unknown; now: Date },
): Promise<{ claimed: true; settingsVersion: number } | { claimed: false; answer: PlaceOrderResponse }> {
  const requestHash = hashOf(body);
  const claim = await repository.claimIdempotencyKey(tx, { customerId, key, requestHash, createdAt: now });
  if (claim.claimed) return claim;
  return { claimed: false, answer: replay(claim.existing, requestHash) };
}

/** Keeps the answer under the key, for a request sent again with it. */
export async function keepAnswer(tx: Db, { customerId, key }: Key, answer: PlaceOrderResponse) {
  await repository.storeIdempotentAnswer(tx, { customerId, key, status: 200, body: answer });
  return answer;
}

export const placedAnswerOf = (order: {
  id: number;
  reference: string;
  totalCents: number;
  tipCents: number;
}): PlaceOrderResponse => ({
  message: orderMessages.orders.placed,
  order_id: order.id,
  order_reference: order.reference,
  total: centsToEuroString(order.totalCents),
  tip: centsToEuroString(order.tipCents),
});

/** The answer placing gave for an order made earlier. */
export async function placedAnswer(tx: Db, orderId: number): Promise<PlaceOrderResponse> {
  const order = await repository.findPlacedAnswer(tx, orderId);
  if (!order) throw new Error(`order ${orderId} of a payment is missing`);
  return placedAnswerOf(order);
}

/** The first answer given for a key, to a request with the same body; another body is refused. */
function replay(
  existing: { requestHash: string; responseStatus: number | null; responseBody: PlaceOrderResponse | null },
  requestHash: string,
): PlaceOrderResponse {
  if (existing.requestHash !== requestHash) {
    const message = 'This Idempotency-Key was already used for another order'; // not in the spec
    throw new AppError('idempotency_key_reused', message, { errors: [{ code: 'idempotency_key', message }] });
  }
  if (existing.responseStatus !== 200 || existing.responseBody === null) {
    // Cannot happen: the row becomes visible only with the answer of the order that committed it.
    throw new Error('an idempotency key without its answer');
  }
  return existing.responseBody;
}

/** SHA-256 of the parsed body with its keys sorted, so the same order hashes the same however sent. */
function hashOf(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, entry]) => entry !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}
