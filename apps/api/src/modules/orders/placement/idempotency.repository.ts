import type { PlaceOrderResponse } from '@tiffin/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedStatement } from '../../../db/prepared.ts';
import { idempotencyKeys, orders } from '../../../db/schema.ts';

/** The Idempotency-Key's rows: the claim of a placement, and the answer kept for a retry. */

const claim = preparedStatement<{ key: string; settingsVersion: number }>(
  'claim_idempotency_key',
  `insert into idempotency_keys (customer_id, key, request_hash, created_at)
  values ($1, $2, $3, $4::timestamptz)
  on conflict do nothing
  returning key, (select version from settings_version) as "settingsVersion"`,
);

const storeAnswer = preparedStatement(
  'store_idempotent_answer',
  `update idempotency_keys set response_status = $3, response_body = $4::jsonb
  where customer_id = $1 and key = $2`,
);

/**
 * Writes the key's row, or finds the one there; with the row written, the settings' version
 * (decision 054), read in the same round trip: placing keeps the settings of this version.
 * Inserting the same key while another transaction holds an uncommitted row waits for that
 * transaction: when it commits this finds its row (with the answer), when it rolls back this insert
 * goes through and this request owns the key. Prepared statements, as is the answer's update
 * (decision 057): building them cost more of every order's CPU than running them.
 */
export async function claimIdempotencyKey(
  db: Db,
  values: { customerId: number; key: string; requestHash: string; createdAt: Date },
) {
  const [inserted] = await claim(db, [
    values.customerId,
    values.key,
    values.requestHash,
    values.createdAt.toISOString(),
  ]);
  if (inserted) return { claimed: true as const, settingsVersion: inserted.settingsVersion };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, values.customerId), eq(idempotencyKeys.key, values.key)));
  if (!existing) throw new Error('an idempotency key conflicted but cannot be read');
  return { claimed: false as const, existing };
}

export async function storeIdempotentAnswer(
  db: Db,
  {
    customerId,
    key,
    status,
    body,
  }: { customerId: number; key: string; status: number; body: PlaceOrderResponse },
): Promise<void> {
  await storeAnswer(db, [customerId, key, status, JSON.stringify(body)]);
}

/** What placing an order answered, for an order already placed (with the card payment it names). */
export async function findPlacedAnswer(
  db: Db,
  orderId: number,
): Promise<{ id: number; reference: string; totalCents: number; tipCents: number } | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      totalCents: orders.totalCents,
      tipCents: orders.tipCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
