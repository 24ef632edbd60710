import {
  type DeliveryFeeRule,
  deliveryFeeCents,
  EARTH_RADIUS_KM,
  haversineKm,
  type LatLng,
  type ZoneArea,
} from '@tiffin/core';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { point as turfPoint, polygon as turfPolygon } from '@turf/helpers';
import type { DeliveryZoneRow } from './zones.schema.ts';

/** What deciding a point needs of a zone. */
export type Zone = Omit<DeliveryZoneRow, 'restaurantId' | 'createdAt'>;

/** The zone that applies to a point, its distance from the restaurant and the fee rule there. */
export type ZoneMatch = { zone: Zone; distanceKm: number; feeRule: DeliveryFeeRule; feeCents: number };

/**
 * Whether the area holds the point, its edge included (as the old radius was). A polygon by Turf's
 * point-in-polygon: inside the outline and in none of its holes (a hole's edge is the zone's too).
 * A circle by the great-circle distance from its centre, Turf's haversine in radians on the spec's
 * 6371 km sphere (checkout-and-account §9), so the seeded circle is the old radius to the metre.
 */
export function zoneContains(area: ZoneArea, at: LatLng): boolean {
  const here = turfPoint([at.longitude, at.latitude]);
  if (area.type === 'circle') {
    return distance(turfPoint(area.center), here, { units: 'radians' }) * EARTH_RADIUS_KM <= area.radius_km;
  }
  return booleanPointInPolygon(here, turfPolygon(area.rings));
}

/** A zone's fee as core's pricing takes it: a fixed fee is a base fee with nothing per km. */
export function zoneFeeRule(zone: Zone): DeliveryFeeRule {
  const perKm = zone.feeKind === 'distance';
  return {
    baseFeeCents: zone.feeCents,
    baseKm: perKm ? zone.feeBaseKm : 0,
    perKmCents: perKm ? zone.feePerKmCents : 0,
    freeOverCents: zone.freeDeliveryOverCents,
  };
}

/**
 * The one answer to "do we deliver here, and on what terms" (issue 50): of the zones switched on
 * that contain the point, the one whose fee there is lowest (before free delivery, which depends on
 * the basket); on a tie the lower minimum, then the older zone. Null: no zone, no delivery. The
 * address book, the place search, the quote and placement (and through it phone orders and order
 * changes) all ask this; the browser's drawing is never asked.
 */
export function zoneAt(zones: readonly Zone[], origin: LatLng, at: LatLng): ZoneMatch | null {
  const distanceKm = haversineKm(origin, at);
  let best: ZoneMatch | null = null;
  for (const zone of zones) {
    if (!zone.enabled || !zoneContains(zone.area, at)) continue;
    const feeRule = zoneFeeRule(zone);
    const feeCents = deliveryFeeCents(distanceKm, feeRule);
    if (
      best === null ||
      feeCents < best.feeCents ||
      (feeCents === best.feeCents && zone.minimumOrderCents < best.zone.minimumOrderCents)
    ) {
      best = { zone, distanceKm, feeRule, feeCents };
    }
  }
  return best;
}
