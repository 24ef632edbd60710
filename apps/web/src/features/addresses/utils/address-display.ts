import { MAP_BOUNDING_BOX_DEGREES, orderMessages, type SavedAddress, UNSET_COORDINATE } from '@tiffin/core';

export type Coordinates = { latitude: number; longitude: number };

/**
 * The badge of an address: its type capitalised ('Home', 'Work', 'Other'), or for 'other' the
 * customer's own label ('Gym') when one was given.
 */
export function addressTypeLabel(address: Pick<SavedAddress, 'address_type' | 'address_label'>): string {
  const label = address.address_label?.trim() ?? '';
  if (address.address_type === 'other' && label !== '') {
    return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
  }
  return orderMessages.addresses.typeLabels[address.address_type];
}

/** An address's point, or null when it has none ('0.0', the first version's unset coordinates). */
export function coordinatesOf(address: Pick<SavedAddress, 'latitude' | 'longitude'>): Coordinates | null {
  if (address.latitude === UNSET_COORDINATE || address.longitude === UNSET_COORDINATE) return null;
  const latitude = Number(address.latitude);
  const longitude = Number(address.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || latitude === 0 || longitude === 0) {
    return null;
  }
  return { latitude, longitude };
}

const degrees = (value: number) => Number(value.toFixed(7));

/**
 * The point on openstreetmap.org, marked, in a box of ±0.01° around it (the spec's bounding box of
 * the embedded map).
 */
export function openStreetMapUrl(
  { latitude, longitude }: Coordinates,
  boxDegrees = MAP_BOUNDING_BOX_DEGREES,
): string {
  const bbox = [longitude - boxDegrees, latitude - boxDegrees, longitude + boxDegrees, latitude + boxDegrees]
    .map(degrees)
    .join(',');
  const query = new URLSearchParams({ mlat: String(latitude), mlon: String(longitude), bbox });
  return `https://www.openstreetmap.org/?${query}`;
}
