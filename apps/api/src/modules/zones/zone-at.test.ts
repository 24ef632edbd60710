import { deliveryFeeCents, haversineKm, isWithinDeliveryRadius, roundKm, type ZoneArea } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { seedDeliveryZone, seedRestaurant } from '../../seed/restaurant-data.ts';
import { type Zone, zoneAt, zoneContains } from './zone-at.ts';

/*
 * The one rule of where we deliver (issue 50), pure: Turf's point-in-polygon and the circle's
 * great-circle radius at their edges and holes, the cheapest of overlapping zones, and the seeded
 * zone answering what the old 10 km circle answered.
 */
const restaurant = { latitude: seedRestaurant.latitude, longitude: seedRestaurant.longitude };

// A square about Golden with a square hole; positions are [longitude, latitude].
const outline: [number, number][] = [
  [-8.0, 52.48],
  [-7.96, 52.48],
  [-7.96, 52.51],
  [-8.0, 52.51],
  [-8.0, 52.48],
];
const hole: [number, number][] = [
  [-7.99, 52.49],
  [-7.97, 52.49],
  [-7.97, 52.5],
  [-7.99, 52.5],
  [-7.99, 52.49],
];
const golden: ZoneArea = { type: 'polygon', rings: [outline, hole] };
const at = (longitude: number, latitude: number) => ({ latitude, longitude });

let ids = 0;
function zone(area: ZoneArea, terms: Partial<Zone> = {}): Zone {
  ids += 1;
  return {
    id: ids,
    name: `Zone ${ids}`,
    area,
    feeKind: 'fixed',
    feeCents: 500,
    feeBaseKm: 0,
    feePerKmCents: 0,
    minimumOrderCents: 1500,
    freeDeliveryOverCents: null,
    extraMinutes: 0,
    enabled: true,
    ...terms,
  };
}

describe('a polygon with a hole', () => {
  it('holds a point inside its outline, not one in its hole nor one outside', () => {
    expect(zoneContains(golden, at(-7.995, 52.485))).toBe(true);
    expect(zoneContains(golden, at(-7.98, 52.495))).toBe(false);
    expect(zoneContains(golden, at(-7.95, 52.495))).toBe(false);
  });

  it('holds its edges, the outline’s and the hole’s, as the old radius held its circle', () => {
    expect(zoneContains(golden, at(-8.0, 52.495))).toBe(true);
    expect(zoneContains(golden, at(-7.98, 52.48))).toBe(true);
    expect(zoneContains(golden, at(-7.96, 52.51))).toBe(true);
    expect(zoneContains(golden, at(-7.99, 52.495))).toBe(true);
    expect(zoneContains(golden, at(-7.98, 52.5))).toBe(true);
    // A hair past the outline, and a hair into the hole.
    expect(zoneContains(golden, at(-8.00001, 52.495))).toBe(false);
    expect(zoneContains(golden, at(-7.98999, 52.495))).toBe(false);
  });
});

describe('a circle', () => {
  const circle: ZoneArea = {
    type: 'circle',
    center: [restaurant.longitude, restaurant.latitude],
    radius_km: 10,
  };
  // Due north along a meridian, where the great-circle distance is the arc.
  const north = (km: number) => at(restaurant.longitude, restaurant.latitude + ((km / 6371) * 180) / Math.PI);
  it('holds a point a metre inside its radius and not one a metre beyond', () => {
    expect(zoneContains(circle, north(9.999))).toBe(true);
    expect(zoneContains(circle, north(10.001))).toBe(false);
  });
});

describe('overlapping zones', () => {
  const town = zone(
    { type: 'circle', center: [restaurant.longitude, restaurant.latitude], radius_km: 10 },
    {
      feeKind: 'distance',
      feeCents: 300,
      feeBaseKm: 2,
      feePerKmCents: 75,
    },
  );
  const village = zone(golden, { feeCents: 400, minimumOrderCents: 3000 });
  const inGolden = at(-7.995, 52.485);

  it('take the cheapest fee there: the village’s fixed fee beats the town’s fee by distance that far out', () => {
    const distance = haversineKm(restaurant, inGolden);
    expect(deliveryFeeCents(distance, { baseFeeCents: 300, baseKm: 2, perKmCents: 75 })).toBeGreaterThan(400);
    expect(zoneAt([town, village], restaurant, inGolden)).toMatchObject({
      zone: { id: village.id },
      feeCents: 400,
    });
    expect(zoneAt([village, town], restaurant, inGolden)?.zone.id).toBe(village.id);
  });

  it('and the town’s where its fee is the lower; a zone switched off takes nothing', () => {
    const nearer = zone(golden, { feeCents: 900 });
    expect(zoneAt([town, nearer], restaurant, inGolden)?.zone.id).toBe(town.id);
    expect(zoneAt([{ ...village, enabled: false }, town], restaurant, inGolden)?.zone.id).toBe(town.id);
  });

  it('on the same fee, the lower minimum, then the older zone', () => {
    const dearer = zone(golden, { feeCents: 400, minimumOrderCents: 4000 });
    const cheaper = zone(golden, { feeCents: 400, minimumOrderCents: 2000 });
    expect(zoneAt([dearer, cheaper], restaurant, inGolden)?.zone.id).toBe(cheaper.id);
    const twin = zone(golden, { feeCents: 400, minimumOrderCents: 2000 });
    expect(zoneAt([cheaper, twin], restaurant, inGolden)?.zone.id).toBe(cheaper.id);
  });

  it('a point in none is in no zone', () => {
    expect(zoneAt([town, village], restaurant, at(-7.80222, 52.68194))).toBeNull();
  });
});

describe('the seeded default zone', () => {
  const seeded = zone(seedDeliveryZone(seedRestaurant).area, {
    ...seedDeliveryZone(seedRestaurant),
  });
  const rule = {
    baseFeeCents: seedRestaurant.deliveryBaseFeeCents,
    baseKm: seedRestaurant.deliveryBaseKm,
    perKmCents: seedRestaurant.deliveryPerKmCents,
  };

  it('answers the old circle at every distance and bearing: in or out, and the same fee', () => {
    for (let km = 0; km <= 12; km += 0.25) {
      for (let bearing = 0; bearing < 360; bearing += 30) {
        const radians = (bearing * Math.PI) / 180;
        const degrees = ((km / 6371) * 180) / Math.PI;
        const point = at(
          restaurant.longitude +
            (degrees * Math.sin(radians)) / Math.cos((restaurant.latitude * Math.PI) / 180),
          restaurant.latitude + degrees * Math.cos(radians),
        );
        const old = isWithinDeliveryRadius(point, restaurant, seedRestaurant.deliveryRadiusKm);
        const match = zoneAt([seeded], restaurant, point);
        expect(match !== null, `${km} km at ${bearing}°`).toBe(old);
        if (match) {
          // The old quote's fee, on the distance rounded as the quote had it.
          const oldFee = deliveryFeeCents(roundKm(haversineKm(restaurant, point)), rule);
          expect(deliveryFeeCents(roundKm(match.distanceKm), match.feeRule)).toBe(oldFee);
          expect(match.zone.minimumOrderCents).toBe(seedRestaurant.minimumOrderCents);
        }
      }
    }
  });
});
