import { describe, expect, it } from 'vitest';
import { priceOrder } from '../pricing.ts';
import {
  ZONE_VERTICES_MAX,
  type ZoneChange,
  zoneChangeSchema,
  zoneFeature,
  zoneMessages,
  zoneOfFeature,
  zonesGeoJsonSchema,
} from './zones.ts';

// Around Golden, Co. Tipperary: a square with a square hole.
const outline = [
  [-8.0, 52.48],
  [-7.96, 52.48],
  [-7.96, 52.51],
  [-8.0, 52.51],
  [-8.0, 52.48],
] as [number, number][];
const hole = [
  [-7.99, 52.49],
  [-7.97, 52.49],
  [-7.97, 52.5],
  [-7.99, 52.5],
  [-7.99, 52.49],
] as [number, number][];

const zone: ZoneChange = {
  name: 'Golden',
  area: { type: 'polygon', rings: [outline, hole] },
  fee_kind: 'fixed',
  fee_cents: 500,
  fee_base_km: 0,
  fee_per_km_cents: 0,
  minimum_order_cents: 3000,
  free_delivery_over_cents: null,
  extra_minutes: 10,
  enabled: true,
};

const messagesOf = (value: unknown) => {
  const parsed = zoneChangeSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a zone as the editor and the server check it', () => {
  it('takes a polygon with a hole and a circle', () => {
    expect(messagesOf(zone)).toEqual([]);
    expect(
      messagesOf({ ...zone, area: { type: 'circle', center: [-7.889, 52.516], radius_km: 10 } }),
    ).toEqual([]);
  });

  it('refuses an open ring, too few corners, a crossing outline, too many corners, a point abroad', () => {
    expect(messagesOf({ ...zone, area: { type: 'polygon', rings: [outline.slice(0, 4)] } })).toContain(
      zoneMessages.ringOpen,
    );
    expect(
      messagesOf({ ...zone, area: { type: 'polygon', rings: [[outline[0], outline[1], outline[0]]] } }),
    ).toContain(zoneMessages.ringShort);
    const bowTie = [outline[0], outline[2], outline[1], outline[3], outline[0]];
    expect(messagesOf({ ...zone, area: { type: 'polygon', rings: [bowTie] } })).toEqual([
      zoneMessages.selfIntersecting,
    ]);
    const many = Array.from({ length: ZONE_VERTICES_MAX + 1 }, (_, i) => {
      const angle = (2 * Math.PI * i) / ZONE_VERTICES_MAX;
      return [-7.9 + 0.05 * Math.cos(angle), 52.5 + 0.05 * Math.sin(angle)] as [number, number];
    });
    expect(messagesOf({ ...zone, area: { type: 'polygon', rings: [many] } })).toContain(
      zoneMessages.tooManyVertices,
    );
    expect(messagesOf({ ...zone, area: { type: 'circle', center: [2.35, 48.85], radius_km: 5 } })).toContain(
      zoneMessages.position,
    );
    expect(messagesOf({ ...zone, area: { type: 'circle', center: [-7.9, 52.5], radius_km: 0 } })).toContain(
      zoneMessages.radius,
    );
  });

  it('goes to GeoJSON and back the same, a circle as a Point with radius_km', () => {
    const circle: ZoneChange = {
      ...zone,
      name: 'Town',
      area: { type: 'circle', center: [-7.889, 52.516], radius_km: 3 },
    };
    const collection = zonesGeoJsonSchema.parse({
      type: 'FeatureCollection',
      features: [zoneFeature(zone), zoneFeature(circle)],
    });
    expect(collection.features[1]?.geometry).toEqual({ type: 'Point', coordinates: [-7.889, 52.516] });
    expect(
      collection.features.map((feature, index) => zoneChangeSchema.parse(zoneOfFeature(feature, index))),
    ).toEqual([zone, circle]);
  });
});

describe('free delivery over an amount', () => {
  const rule = { baseFeeCents: 300, baseKm: 2, perKmCents: 75, freeOverCents: 4000 };
  const lines = (cents: number) => [{ basePriceCents: cents, optionPriceCents: [], quantity: 1 }];
  it('charges the fee below the amount and none from it on', () => {
    const fee = (cents: number) =>
      priceOrder({ lines: lines(cents), distanceKm: 4, feeRule: rule, coupon: null }).totals.deliveryFeeCents;
    expect(fee(3999)).toBe(450);
    expect(fee(4000)).toBe(0);
  });
});
