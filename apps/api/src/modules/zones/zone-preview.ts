import {
  addDays,
  type DeliveryPointsResponse,
  deliveryFeeCents,
  dublinDate,
  dublinInstant,
  freeDelivery,
  haversineKm,
  ZONE_HISTORY_DAYS,
  type ZoneChange,
  type ZonePreviewResponse,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { zoneContains, zoneFeeRule } from './zone-at.ts';
import { valuesOf } from './zones.service.ts';

/** A past delivery: where it went, and what its dishes came to. */
export type DeliveryPoint = { latitude: number; longitude: number; subtotalCents: number };

/**
 * The orders module's read model of past deliveries (its `deliveryPointsSince`), handed in by the
 * app (app.ts): orders asks this module where a point is, so this one may not import orders.
 */
export type DeliveryPointsReader = (db: Db, since: Date) => Promise<DeliveryPoint[]>;

/** The start of the Dublin day 90 days back: the editor's history. */
const historySince = (now: Date) => dublinInstant(addDays(dublinDate(now), -ZONE_HISTORY_DAYS), '00:00');

export async function deliveryPoints(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  read: DeliveryPointsReader,
): Promise<DeliveryPointsResponse> {
  const since = historySince(clock.now());
  const points = await read(db, since);
  return {
    since: since.toISOString(),
    points: points.map((point) => ({
      latitude: point.latitude,
      longitude: point.longitude,
      subtotal_cents: point.subtotalCents,
    })),
  };
}

/**
 * "What if" (issue 50): of the last 90 days' deliveries, those the zone drawn would have taken (by
 * itself, as if no other zone were there), counted by the fee each would have paid in it, its free
 * delivery included. The same geometry and fee rule as placement.
 */
export async function previewZone(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  read: DeliveryPointsReader,
  zone: ZoneChange,
): Promise<ZonePreviewResponse> {
  const restaurant = await requireRestaurant({ db });
  const points = await read(db, historySince(clock.now()));
  const rule = zoneFeeRule({ id: 0, ...valuesOf(zone) });
  const byFee = new Map<number, number>();
  let taken = 0;
  for (const point of points) {
    if (!zoneContains(zone.area, point)) continue;
    taken += 1;
    const fee = freeDelivery(point.subtotalCents, rule)
      ? 0
      : deliveryFeeCents(haversineKm(restaurant, point), rule);
    byFee.set(fee, (byFee.get(fee) ?? 0) + 1);
  }
  return {
    of: points.length,
    orders: taken,
    fees: [...byFee].sort(([a], [b]) => a - b).map(([fee_cents, orders]) => ({ fee_cents, orders })),
  };
}
