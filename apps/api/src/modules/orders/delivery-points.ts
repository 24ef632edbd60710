import { and, eq, gte, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './orders.schema.ts';

/** Where a delivery order went, and what its dishes came to (before fee and discount). */
export type DeliveryPoint = { latitude: number; longitude: number; subtotalCents: number };

/**
 * The read model of delivery points (issue 50): every delivery order placed since `since` that was
 * not canceled, failed or refunded, by the point it went to, for the zone editor's dots and its
 * "what if". A customer's anonymised order keeps no address, and no dot.
 */
export async function deliveryPointsSince(db: Db, since: Date): Promise<DeliveryPoint[]> {
  const rows = await db
    .select({ address: orders.deliveryAddress, subtotalCents: orders.subtotalCents })
    .from(orders)
    .where(
      and(
        eq(orders.fulfilment, 'delivery'),
        gte(orders.createdAt, since),
        isNotNull(orders.deliveryAddress),
        notInArray(orders.status, ['canceled', 'failed', 'refunded']),
      ),
    );
  return rows.flatMap(({ address, subtotalCents }) =>
    address ? [{ latitude: address.latitude, longitude: address.longitude, subtotalCents }] : [],
  );
}
