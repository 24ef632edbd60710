/**
 * The address book's and the delivery area's constants (checkout-and-account §9 and ours), apart
 * from constants.ts: only the pages that show addresses and maps read them, so they travel with
 * those pages' code rather than with every page's.
 */
import { SECOND_MS } from './constants.ts';

export const EARTH_RADIUS_KM = 6371;
export const MAP_BOUNDING_BOX_DEGREES = 0.01;
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export const DEFAULT_ADDRESS_TYPE = 'home';
/** The first version's marker for "no coordinates" in its string latitude/longitude fields. */
export const UNSET_COORDINATE = '0.0';
export const ADDRESS_PAGE_SIZE = 10;
/** Not in the spec: how many addresses one customer may keep (an address book, not a database). */
export const ADDRESSES_PER_CUSTOMER_MAX = 20;
/** Not in the spec: the longest list page a caller may ask for. */
export const ADDRESS_PAGE_SIZE_MAX = 50;
/** Not in the spec: how long the 'other' type's own label ('Gym') may be. */
export const ADDRESS_LABEL_MAX_LENGTH = 40;
/**
 * The island of Ireland, a little generously (Mizen Head to Malin Head, Achill to Wicklow Head):
 * a saved or searched location must lie inside. Not in the spec.
 */
export const IRELAND_BOUNDS = { south: 51.2, north: 55.5, west: -10.8, east: -5.3 } as const;
/** Not in the spec: the shortest and longest text a place search takes. */
export const PLACE_SEARCH_MIN_LENGTH = 2;
export const PLACE_SEARCH_MAX_LENGTH = 100;
export const PLACE_SEARCH_RESULTS = 5;
export const PLACE_SEARCH_DEBOUNCE_MS = 500;

/** A search text the server takes: trimmed, at most the longest; null when shorter than the shortest. */
export function searchablePlaceText(text: string): string | null {
  const trimmed = text.trim().slice(0, PLACE_SEARCH_MAX_LENGTH);
  return trimmed.length >= PLACE_SEARCH_MIN_LENGTH ? trimmed : null;
}
export const PLACE_SEARCH_COUNTRY_CODE = 'ie';
export const CURRENT_LOCATION_AUTO_REQUEST_MS = 500;
export const GEOLOCATION_TIMEOUT_MS = 10 * SECOND_MS;
export const GEOLOCATION_MAX_AGE_MS = 60 * SECOND_MS;
export const GEOLOCATION_HIGH_ACCURACY = true;

export type AddressType = (typeof ADDRESS_TYPES)[number];
