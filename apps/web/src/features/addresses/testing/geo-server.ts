import { act, fireEvent, within } from '@testing-library/react';
import { type MapConfig, orderMessages, type Place, placeSchema, type ReverseGeocode } from '@tiffin/core';
import { vi } from 'vitest';
import { jsonResponse } from '@/testing/mock-api';

export const GEO_SEARCH = 'GET /api/v1/geo/search';
export const GEO_REVERSE = 'GET /api/v1/geo/reverse';
export const GEO_MAP = 'GET /api/v1/geo/map';

/** The map's configuration as the server sends it. */
export const mapConfig: MapConfig = {
  tile_url: 'https://tiles.test/{z}/{x}/{y}.png',
  attribution: '&copy; OpenStreetMap contributors',
  max_zoom: 19,
};

/** A place as the server's search finds it, checked against the API's own schema. */
export function buildPlace(overrides: Partial<Place> = {}): Place {
  return placeSchema.parse({
    place_id: 'osm-1',
    description: 'Main Street, Cashel, Co. Tipperary',
    latitude: 52.5163,
    longitude: -7.8857,
    house: '12',
    road: 'Main Street',
    eircode: 'E25 X9T4',
    distance_km: 0.24,
    in_delivery_area: true,
    ...overrides,
  });
}

/** The server's reverse lookup of the device position (Friar Street, in range, unless told). */
export function reverseAnswer(overrides: Partial<ReverseGeocode> = {}): ReverseGeocode {
  const place = buildPlace({ place_id: 'osm-here', description: 'Friar Street, Cashel, Co. Tipperary' });
  return {
    latitude: 52.515,
    longitude: -7.89,
    distance_km: 0.12,
    in_delivery_area: true,
    place,
    ...overrides,
  };
}

/** The geo routes a page with the picker needs: a search that finds these places, and the map. */
export function geoRoutes(places: Place[]) {
  return {
    [GEO_SEARCH]: jsonResponse(200, { predictions: places }),
    [GEO_MAP]: jsonResponse(200, mapConfig),
  };
}

/**
 * In the open location picker: search for the place, choose it among the results, confirm it. The
 * search must find it (geoRoutes) and it must be in the delivery area.
 */
export async function pickBySearch(picker: HTMLElement, place: Place) {
  const m = orderMessages.location;
  fireEvent.click(within(picker).getByRole('tab', { name: m.searchTab }));
  fireEvent.change(within(picker).getByLabelText(m.searchLabel), { target: { value: place.description } });
  fireEvent.click(
    await within(picker).findByRole('button', { name: (name) => name.includes(place.description) }),
  );
  fireEvent.click(within(picker).getByRole('button', { name: m.confirmLocation }));
}

type PositionRequest = { success: PositionCallback; failure?: PositionErrorCallback | null };

/** A fake navigator.geolocation: each request waits until the test answers it (remove it after the test). */
export function fakeGeolocation() {
  const requests: PositionRequest[] = [];
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      requests.push({ success, failure });
    },
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return {
    getCurrentPosition,
    succeed(latitude: number, longitude: number) {
      act(() => requests.shift()?.success({ coords: { latitude, longitude } } as GeolocationPosition));
    },
    fail(code: number) {
      act(() => requests.shift()?.failure?.({ code, message: 'fake' } as GeolocationPositionError));
    },
  };
}
