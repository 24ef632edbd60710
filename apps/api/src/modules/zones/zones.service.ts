import {
  type DeliveryReach,
  haversineKm,
  type LatLng,
  roundKm,
  type StaffZone,
  ZONES_MAX,
  type ZoneChange,
  type ZonesGeoJson,
  zoneChangeSchema,
  zoneFeature,
  zoneMessages,
  zoneOfFeature,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { type RestaurantSettings, requireRestaurant } from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';
import { type Zone, type ZoneMatch, zoneAt } from './zone-at.ts';
import * as repository from './zones.repository.ts';

/** The restaurant's zones, for deciding points (placement keeps them with its settings). */
export function zonesOf(db: Db, restaurantId: number): Promise<Zone[]> {
  return repository.listZones(db, restaurantId);
}

const originOf = (restaurant: RestaurantSettings): LatLng => ({
  latitude: restaurant.latitude,
  longitude: restaurant.longitude,
});

/** The zone that applies at a point (zone-at.ts), measured from the restaurant. */
export function zoneFor(
  zones: readonly Zone[],
  restaurant: RestaurantSettings,
  at: LatLng,
): ZoneMatch | null {
  return zoneAt(zones, originOf(restaurant), at);
}

/** The restaurant and its zones: what deciding points needs, read once for a list of them. */
export type DeliveryArea = { restaurant: RestaurantSettings; zones: readonly Zone[] };

export async function deliveryAreaOf({ db }: Pick<AppDeps, 'db'>): Promise<DeliveryArea> {
  const restaurant = await requireRestaurant({ db });
  return { restaurant, zones: await zonesOf(db, restaurant.id) };
}

/** What the address book and the place search show of a point: its distance, and whether a zone takes it. */
export function reachIn({ restaurant, zones }: DeliveryArea, at: LatLng): DeliveryReach {
  const match = zoneFor(zones, restaurant, at);
  return {
    distance_km: roundKm(match?.distanceKm ?? haversineKm(originOf(restaurant), at)),
    in_delivery_area: match !== null,
  };
}

// ---------------------------------------------------------------------------------------------
// The admins' editor (issue 50)

const staffZoneOf = (row: Zone): StaffZone => ({
  id: row.id,
  name: row.name,
  area: row.area,
  fee_kind: row.feeKind,
  fee_cents: row.feeCents,
  fee_base_km: row.feeBaseKm,
  fee_per_km_cents: row.feePerKmCents,
  minimum_order_cents: row.minimumOrderCents,
  free_delivery_over_cents: row.freeDeliveryOverCents,
  extra_minutes: row.extraMinutes,
  enabled: row.enabled,
});

export const valuesOf = (zone: ZoneChange): repository.ZoneValues => ({
  name: zone.name,
  area: zone.area,
  feeKind: zone.fee_kind,
  feeCents: zone.fee_cents,
  feeBaseKm: zone.fee_kind === 'distance' ? zone.fee_base_km : 0,
  feePerKmCents: zone.fee_kind === 'distance' ? zone.fee_per_km_cents : 0,
  minimumOrderCents: zone.minimum_order_cents,
  freeDeliveryOverCents: zone.free_delivery_over_cents,
  extraMinutes: zone.extra_minutes,
  enabled: zone.enabled,
});

export async function staffZones({ db }: Pick<AppDeps, 'db'>): Promise<{ zones: StaffZone[] }> {
  const restaurant = await requireRestaurant({ db });
  return { zones: (await repository.listZones(db, restaurant.id)).map(staffZoneOf) };
}

/** Creates a zone (zoneId null) or changes one, and logs it, in one transaction. */
export async function saveZone(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { zoneId, zone, staffId }: { zoneId: number | null; zone: ZoneChange; staffId: number },
): Promise<StaffZone> {
  const restaurant = await requireRestaurant({ db });
  return db.transaction(async (tx) => {
    if (zoneId === null && (await repository.listZones(tx, restaurant.id)).length >= ZONES_MAX) {
      throw new AppError('invalid', zoneMessages.tooManyZones);
    }
    const row =
      zoneId === null
        ? (await repository.insertZones(tx, restaurant.id, [valuesOf(zone)]))[0]
        : await repository.updateZone(tx, restaurant.id, zoneId, valuesOf(zone));
    if (!row) throw notFound('Zone');
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: zoneId === null ? 'created a delivery zone' : 'changed a delivery zone',
        subject: `zone ${row.name}`,
        details: { ...zone, area: zone.area.type },
      },
    );
    return staffZoneOf(row);
  });
}

export async function removeZone(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { zoneId, staffId }: { zoneId: number; staffId: number },
): Promise<void> {
  const restaurant = await requireRestaurant({ db });
  await db.transaction(async (tx) => {
    const row = await repository.deleteZone(tx, restaurant.id, zoneId);
    if (!row) throw notFound('Zone');
    await recordAction(
      { db: tx, clock },
      { staffId, action: 'removed a delivery zone', subject: `zone ${row.name}` },
    );
  });
}

export async function exportZones({ db }: Pick<AppDeps, 'db'>): Promise<ZonesGeoJson> {
  const { zones } = await staffZones({ db });
  return { type: 'FeatureCollection', features: zones.map(({ id: _id, ...zone }) => zoneFeature(zone)) };
}

/**
 * Replaces every zone with the file's, in one transaction, or none when one feature is refused:
 * the refusal names the feature by its place in the file, with the editor's message.
 */
export async function importZones(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { collection, staffId }: { collection: ZonesGeoJson; staffId: number },
): Promise<{ zones: StaffZone[] }> {
  const zones = collection.features.map((feature, index) => {
    const parsed = zoneChangeSchema.safeParse(zoneOfFeature(feature, index));
    if (parsed.success) return parsed.data;
    const errors = parsed.error.issues.map((issue) => ({
      code: ['features', index, 'properties', ...issue.path].join('.'),
      message: issue.message,
    }));
    throw new AppError('invalid', `Zone ${index + 1}: ${errors[0]?.message ?? 'not a zone'}`, { errors });
  });
  const restaurant = await requireRestaurant({ db });
  return db.transaction(async (tx) => {
    await repository.deleteAllZones(tx, restaurant.id);
    const rows = await repository.insertZones(tx, restaurant.id, zones.map(valuesOf));
    await recordAction(
      { db: tx, clock },
      { staffId, action: 'imported delivery zones', subject: `${rows.length} zones`, details: {} },
    );
    return { zones: rows.map(staffZoneOf) };
  });
}
