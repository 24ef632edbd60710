/**
 * Links that open Google Maps (its documented "Maps URLs", no key and no script on our page):
 * directions to the restaurant's coordinates, and the place on the map.
 */
type Coordinates = { latitude: number; longitude: number };

const MAPS_DIRECTIONS = 'https://www.google.com/maps/dir/';
const MAPS_SEARCH = 'https://www.google.com/maps/search/';

function point({ latitude, longitude }: Coordinates): string {
  return `${latitude},${longitude}`;
}

/** Directions from wherever the customer is to the restaurant. */
export function directionsUrl(coordinates: Coordinates): string {
  return `${MAPS_DIRECTIONS}?${new URLSearchParams({ api: '1', destination: point(coordinates) })}`;
}

/** The restaurant on the map. */
export function mapUrl(coordinates: Coordinates): string {
  return `${MAPS_SEARCH}?${new URLSearchParams({ api: '1', query: point(coordinates) })}`;
}

/** A number as a tel: link dials it: spaces go, a leading + stays. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
