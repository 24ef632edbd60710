import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  haversineKm,
  isValidLatLng,
  isWithinDeliveryRadius,
  type LatLng,
  mapBoundingBox,
  roundKm,
} from './geo.ts';

/** The demo restaurant in Cashel (its settings, as the seed writes them). */
const RESTAURANT_COORDINATES: LatLng = { latitude: 52.5159336, longitude: -7.8890741 };
const CAHIR: LatLng = { latitude: 52.3747, longitude: -7.9248 };
const DUBLIN_GPO: LatLng = { latitude: 53.3498, longitude: -6.2603 };
const GOLDEN: LatLng = { latitude: 52.4985, longitude: -7.9825 };

/** Degrees of latitude that make `km` along a meridian on the 6371 km sphere. */
const kmNorth = (point: LatLng, km: number): LatLng => ({
  latitude: point.latitude + (km / 6371) * (180 / Math.PI),
  longitude: point.longitude,
});

const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('haversineKm', () => {
  // Reference values from the spherical law of cosines on the same 6371 km sphere, computed
  // separately (Python's math module), not with this code.
  it.each([
    ['Cahir', CAHIR, 15.890025],
    ['Dublin (GPO)', DUBLIN_GPO, 143.221787],
    ['Golden', GOLDEN, 6.613555],
  ])('measures Cashel to %s', (_name, destination, expectedKm) => {
    expect(haversineKm(RESTAURANT_COORDINATES, destination)).toBeCloseTo(expectedKm, 2);
  });

  it('measures a meridian arc as radius × angle', () => {
    expect(haversineKm(RESTAURANT_COORDINATES, kmNorth(RESTAURANT_COORDINATES, 7))).toBeCloseTo(7, 9);
  });

  it('is zero from a point to itself', () => {
    fc.assert(
      fc.property(point, (p) => {
        expect(haversineKm(p, p)).toBe(0);
      }),
    );
  });

  it('is the same in both directions', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
      }),
    );
  });

  it('is never longer than half the globe', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const km = haversineKm(a, b);
        expect(km).toBeGreaterThanOrEqual(0);
        expect(km).toBeLessThanOrEqual(Math.PI * 6371 + 1e-9);
      }),
    );
  });

  it('never takes a detour shorter than the straight line (triangle inequality)', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // Near-antipodal points cost haversine about 1e-5 km of precision (asin is steep near 1),
        // so the inequality is checked to the metre.
        expect(haversineKm(a, c)).toBeLessThanOrEqual(haversineKm(a, b) + haversineKm(b, c) + 1e-3);
      }),
    );
  });

  it('answers a number, not NaN, for antipodal points', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371,
      6,
    );
  });
});

describe('isWithinDeliveryRadius', () => {
  it.each([
    ['the restaurant itself', RESTAURANT_COORDINATES, true],
    ['Golden, 6.6 km away', GOLDEN, true],
    ['9.99 km north', kmNorth(RESTAURANT_COORDINATES, 9.99), true],
    ['10.01 km north', kmNorth(RESTAURANT_COORDINATES, 10.01), false],
    ['Cahir, 15.9 km away', CAHIR, false],
    ['Dublin', DUBLIN_GPO, false],
  ])('%s is inside the 10 km area: %s', (_name, p, inside) => {
    expect(isWithinDeliveryRadius(p, RESTAURANT_COORDINATES, 10)).toBe(inside);
  });

  it('counts a point exactly on the radius as inside', () => {
    const edge = kmNorth(RESTAURANT_COORDINATES, 10);
    const radiusKm = haversineKm(RESTAURANT_COORDINATES, edge);
    expect(isWithinDeliveryRadius(edge, RESTAURANT_COORDINATES, radiusKm)).toBe(true);
    expect(isWithinDeliveryRadius(edge, RESTAURANT_COORDINATES, radiusKm - 1e-9)).toBe(false);
  });

  it('uses another origin and radius when given them', () => {
    expect(isWithinDeliveryRadius(CAHIR, CAHIR, 0)).toBe(true);
    expect(isWithinDeliveryRadius(RESTAURANT_COORDINATES, CAHIR, 16)).toBe(true);
    expect(isWithinDeliveryRadius(RESTAURANT_COORDINATES, CAHIR, 15)).toBe(false);
  });
});

describe('roundKm', () => {
  it.each([
    [15.890025, 15.89],
    [3.456, 3.46],
    [3.454, 3.45],
    [10, 10],
    [0, 0],
  ])('shows %s km as %s km', (km, shown) => {
    expect(roundKm(km)).toBe(shown);
  });
});

describe('mapBoundingBox', () => {
  it('spans 0.01 degrees either side of the point', () => {
    const box = mapBoundingBox({ latitude: 52.5, longitude: -7.9 });
    expect(box.west).toBeCloseTo(-7.91, 10);
    expect(box.east).toBeCloseTo(-7.89, 10);
    expect(box.south).toBeCloseTo(52.49, 10);
    expect(box.north).toBeCloseTo(52.51, 10);
  });
});

describe('isValidLatLng', () => {
  it.each([
    [{ latitude: 52.5, longitude: -7.9 }, true],
    [{ latitude: 90, longitude: 180 }, true],
    [{ latitude: 90.1, longitude: 0 }, false],
    [{ latitude: 0, longitude: -180.1 }, false],
    [{ latitude: Number.NaN, longitude: 0 }, false],
  ])('%j is a valid position: %s', (p, valid) => {
    expect(isValidLatLng(p)).toBe(valid);
  });
});
