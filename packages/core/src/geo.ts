/** Straight-line distances on a sphere, the delivery-area rule of checkout-and-account §9. */
import { EARTH_RADIUS_KM, MAP_BOUNDING_BOX_DEGREES } from './delivery-constants.ts';

export type LatLng = { latitude: number; longitude: number };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function isValidLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/** Great-circle distance by the haversine formula on a sphere of radius 6371 km. */
export function haversineKm(a: LatLng, b: LatLng, earthRadiusKm: number = EARTH_RADIUS_KM): number {
  const deltaLatitude = toRadians(b.latitude - a.latitude);
  const deltaLongitude = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(deltaLongitude / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points, and asin would answer NaN.
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point exactly on the radius is inside. `origin` and `radiusKm`: the restaurant's settings. */
export function isWithinDeliveryRadius(point: LatLng, origin: LatLng, radiusKm: number): boolean {
  return haversineKm(origin, point) <= radiusKm;
}

/** Two decimals, for display only; fees are computed from the unrounded distance. */
export function roundKm(distanceKm: number): number {
  return Math.round(distanceKm * 100) / 100;
}

/** Distances are always shown with two decimals, e.g. '3.40km'. */
export function formatDistance(distanceKm: number): string {
  return roundKm(distanceKm).toFixed(2);
}

/** The west, south, east, north box an embedded OpenStreetMap view needs around a point. */
export function mapBoundingBox(
  point: LatLng,
  marginDegrees: number = MAP_BOUNDING_BOX_DEGREES,
): { west: number; south: number; east: number; north: number } {
  return {
    west: point.longitude - marginDegrees,
    south: point.latitude - marginDegrees,
    east: point.longitude + marginDegrees,
    north: point.latitude + marginDegrees,
  };
}
