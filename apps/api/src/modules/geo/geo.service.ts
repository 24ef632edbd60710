import {
  type LatLng,
  type MapConfig,
  PLACE_SEARCH_RESULTS,
  type Place,
  type PlaceSearchResponse,
  type ReverseGeocode,
} from '@tiffin/core';
import { LRUCache } from 'lru-cache';
import type { Geocoder, GeoPlace } from '../../adapters/geocoder/geocoder.ts';
import type { AppDeps } from '../../deps.ts';
import { type DeliveryArea, deliveryAreaOf, reachIn } from '../zones/index.ts';

const HOUR_MS = 60 * 60_000;

export type GeoCacheOptions = { ttlMs: number; maxEntries: number };
/** Places hardly move: a day is fresh enough, and a day's searches by one restaurant's customers fit. */
export const GEO_CACHE: GeoCacheOptions = { ttlMs: 24 * HOUR_MS, maxEntries: 5000 };

/** Five decimals of a degree are about a metre: pins that close share one answer. */
const REVERSE_DECIMALS = 5;

/** The same words in any case or spacing are one search. */
const searchKey = (query: string, limit: number) =>
  `${limit} ${query.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ')}`;

const roundedPoint = ({ latitude, longitude }: LatLng): LatLng => ({
  latitude: Number(latitude.toFixed(REVERSE_DECIMALS)),
  longitude: Number(longitude.toFixed(REVERSE_DECIMALS)),
});

/**
 * The geocoder with its answers kept (lru-cache: bounded, expiring), so a search typed again or a
 * pin dropped on the same spot does not reach the provider, which may charge or limit us.
 * Concurrent identical misses share one call; a failure is not kept, so the next try asks again.
 */
export function createCachedGeocoder(geocoder: Geocoder, { ttlMs, maxEntries }: GeoCacheOptions = GEO_CACHE) {
  const searches = new LRUCache<string, GeoPlace[], { query: string; limit: number; caller?: string }>({
    max: maxEntries,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => geocoder.search(context.query, context.limit, context.caller),
  });
  // lru-cache keeps no null: 'nothing here' is kept as an object too.
  const reverses = new LRUCache<string, { place: GeoPlace | null }, { point: LatLng; caller?: string }>({
    max: maxEntries,
    ttl: ttlMs,
    fetchMethod: async (_key, _stale, { context }) => ({
      place: await geocoder.reverse(context.point, context.caller),
    }),
  });
  return {
    kind: geocoder.kind,
    async search(query: string, limit: number, caller?: string): Promise<GeoPlace[]> {
      const places = await searches.fetch(searchKey(query, limit), {
        context: { query: query.trim(), limit, ...(caller === undefined ? {} : { caller }) },
      });
      return places ?? [];
    },
    async reverse(point: LatLng, caller?: string): Promise<GeoPlace | null> {
      const rounded = roundedPoint(point);
      const answer = await reverses.fetch(`${rounded.latitude},${rounded.longitude}`, {
        context: { point: rounded, ...(caller === undefined ? {} : { caller }) },
      });
      return answer?.place ?? null;
    },
  } satisfies Geocoder;
}

function toPlace(place: GeoPlace, area: DeliveryArea): Place {
  return {
    place_id: place.placeId,
    description: place.description,
    latitude: place.latitude,
    longitude: place.longitude,
    house: place.house,
    road: place.road,
    eircode: place.eircode,
    ...reachIn(area, place),
  };
}

/** At most five places in Ireland for the text, each with its reach from the restaurant. */
export async function searchPlaces(
  { db, geocoder }: Pick<AppDeps, 'db' | 'geocoder'>,
  { query, requester }: { query: string; requester: string },
): Promise<PlaceSearchResponse> {
  const [area, places] = await Promise.all([
    deliveryAreaOf({ db }),
    geocoder.search(query, PLACE_SEARCH_RESULTS, requester),
  ]);
  return { predictions: places.slice(0, PLACE_SEARCH_RESULTS).map((place) => toPlace(place, area)) };
}

/** The point's own reach, and the address the provider knows there (null: none). */
export async function reverseGeocode(
  { db, geocoder }: Pick<AppDeps, 'db' | 'geocoder'>,
  { point, customerId }: { point: LatLng; customerId: number },
): Promise<ReverseGeocode> {
  const [area, place] = await Promise.all([
    deliveryAreaOf({ db }),
    geocoder.reverse(point, `customer ${customerId}`),
  ]);
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    ...reachIn(area, point),
    place: place ? toPlace(place, area) : null,
  };
}

/** How the browser draws maps: configuration, so another tile server needs no new build. */
export function getMapConfig({ config }: Pick<AppDeps, 'config'>): MapConfig {
  return { tile_url: config.map.tileUrl, attribution: config.map.attribution, max_zoom: config.map.maxZoom };
}
