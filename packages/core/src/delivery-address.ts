/**
 * An address a driver can find (issue 29): what a delivery address needs, how its parts read on
 * the board and the tickets, and the map link the driver opens. Not in the spec.
 */
import { isValidLatLng } from './geo.ts';

/** The parts of an address a driver finds the door by. */
export type AddressDirections = {
  house?: string | null | undefined;
  road?: string | null | undefined;
  eircode?: string | null | undefined;
};

const given = (part: string | null | undefined): part is string =>
  typeof part === 'string' && part.trim() !== '';

/**
 * Whether a driver can find the address: a house (or flat) number or a road, or an Eircode. A
 * point on the map alone ('Near Cashel, Co. Tipperary') is not enough.
 */
export function hasDeliveryDirections({ house, road, eircode }: AddressDirections): boolean {
  return [house, road, eircode].some(given);
}

/**
 * A delivery address as the driver reads it, one line each: house and floor, road, then the place
 * chosen on the map ('12, Floor 2' / 'Main Street' / 'Cashel, Co. Tipperary'). The Eircode is
 * shown apart, in bold.
 */
export function deliveryAddressLines(parts: {
  address: string;
  house: string | null;
  floor: string | null;
  road: string | null;
}): string[] {
  const door = [parts.house, parts.floor && `Floor ${parts.floor}`].filter(given).join(', ');
  return [door, parts.road, parts.address].filter(given);
}

/**
 * A delivery address on one line in the driver's order (issue 47): the door, the road, the place,
 * then the Eircode as given ('12, Floor 2, Main Street, Cashel, Co. Tipperary, E25 X9T4'); the
 * order page, the e-mails, the board and the checkout's chooser read it so.
 */
export function deliveryAddressLine(parts: {
  address: string;
  house: string | null;
  floor: string | null;
  road: string | null;
  eircode?: string | null | undefined;
}): string {
  return [...deliveryAddressLines(parts), parts.eircode].filter(given).join(', ');
}

/** Google Maps' documented "Maps URLs": no key and no script, and its app opens them on a phone. */
const MAPS_DIRECTIONS_URL = 'https://www.google.com/maps/dir/';

/**
 * The link a driver opens for directions to a delivery: to its coordinates, the point the customer
 * confirmed on the map and the server measured; to its Eircode when it has none.
 */
export function deliveryMapUrl({
  latitude,
  longitude,
  eircode,
}: {
  latitude: number | null;
  longitude: number | null;
  eircode: string | null;
}): string | null {
  const located =
    latitude !== null && longitude !== null && latitude !== 0 && isValidLatLng({ latitude, longitude });
  const destination = located ? `${latitude},${longitude}` : eircode ? `${eircode}, Ireland` : null;
  if (destination === null) return null;
  return `${MAPS_DIRECTIONS_URL}?api=1&destination=${encodeURIComponent(destination)}`;
}
