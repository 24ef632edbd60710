import { randomUUID } from 'node:crypto';
import { formatEircode, isEircode, type LatLng, PLACE_SEARCH_COUNTRY_CODE } from '@tiffin/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { createFairGate, type FairGate } from './fair-gate.ts';
import { fetchJson, type Geocoder, type GeoPlace, geocoderFailed, geocoderUnavailable } from './geocoder.ts';

/** Nominatim's usage policy: no more than one request a second from one application. */
export const NOMINATIM_MIN_INTERVAL_MS = 1000;
/**
 * Calls waiting for their turn beyond this are refused at once (503): each waits a second more than
 * the one before, and a customer typing would rather be told than wait half a minute.
 */
const MAX_WAITING_CALLS = 10;

/**
 * One gate per Nominatim server for the whole process, however many apps (or tests) create a
 * geocoder: the policy counts requests from this machine, not from one instance of the adapter.
 */
const gates = new Map<string, FairGate>();
function gateFor(origin: string, intervalMs: number): FairGate {
  const key = `${origin} ${intervalMs}`;
  let gate = gates.get(key);
  if (!gate) {
    gate = createFairGate({ intervalMs, maxWaiting: MAX_WAITING_CALLS });
    gates.set(key, gate);
  }
  return gate;
}

/** The parts of Nominatim's jsonv2 answer we read; anything else may come and go. */
const addressSchema = z
  .object({
    house_number: z.string().optional(),
    road: z.string().optional(),
    postcode: z.string().optional(),
  })
  .loose();
const placeSchema = z
  .object({
    osm_type: z.string().optional(),
    osm_id: z.union([z.number(), z.string()]).optional(),
    place_id: z.union([z.number(), z.string()]),
    lat: z.string(),
    lon: z.string(),
    display_name: z.string(),
    address: addressSchema.optional(),
  })
  .loose();
const searchAnswerSchema = z.array(placeSchema);
/** Reverse answers `{ error: 'Unable to geocode' }` where it knows nothing. */
const nothingThereSchema = z.object({ error: z.string() });

export type NominatimOptions = {
  /** e.g. https://nominatim.openstreetmap.org, without a trailing slash */
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  minIntervalMs?: number;
  log?: FastifyBaseLogger | undefined;
};

export function createNominatimGeocoder({
  baseUrl,
  userAgent,
  timeoutMs,
  minIntervalMs = NOMINATIM_MIN_INTERVAL_MS,
  log,
}: NominatimOptions): Geocoder {
  const gate = gateFor(new URL(baseUrl).origin, minIntervalMs);
  const headers = { 'user-agent': userAgent, 'accept-language': 'en' };

  async function get(path: string, parameters: Record<string, string>, caller?: string): Promise<unknown> {
    const url = new URL(`${baseUrl}${path}`);
    url.search = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...parameters }).toString();
    // The time-out starts when the call leaves, not while it waits for its turn.
    // A caller holds one place per kind of call; a call of nobody's in particular a place of its own.
    const place = `${caller ?? randomUUID()} ${path}`;
    return gate(
      place,
      () => fetchJson('nominatim', url, { headers, timeoutMs, log }),
      (reason) => geocoderUnavailable('nominatim', reason, log),
    );
  }

  return {
    kind: 'nominatim',
    async search(query, limit, caller) {
      const answer = await get(
        '/search',
        { countrycodes: PLACE_SEARCH_COUNTRY_CODE, limit: String(limit), q: query },
        caller,
      );
      const parsed = searchAnswerSchema.safeParse(answer);
      if (!parsed.success) throw geocoderFailed('nominatim', 'unexpected search answer', log);
      return parsed.data.slice(0, limit).map(toGeoPlace);
    },
    async reverse(point: LatLng, caller) {
      const answer = await get(
        '/reverse',
        { lat: String(point.latitude), lon: String(point.longitude) },
        caller,
      );
      if (nothingThereSchema.safeParse(answer).success) return null;
      const parsed = placeSchema.safeParse(answer);
      if (!parsed.success) throw geocoderFailed('nominatim', 'unexpected reverse answer', log);
      return toGeoPlace(parsed.data);
    },
  };
}

function toGeoPlace(place: z.infer<typeof placeSchema>): GeoPlace {
  const address = place.address ?? {};
  const postcode = address.postcode && isEircode(address.postcode) ? formatEircode(address.postcode) : null;
  return {
    placeId:
      place.osm_type && place.osm_id !== undefined
        ? `nominatim:${place.osm_type}:${place.osm_id}`
        : `nominatim:${place.place_id}`,
    description: addressLine(place.display_name),
    latitude: Number(place.lat),
    longitude: Number(place.lon),
    house: address.house_number ?? null,
    road: address.road ?? null,
    eircode: postcode,
  };
}

/**
 * display_name lists every level OpenStreetMap knows, down to the country: '12, Main Street,
 * Cashel, Cashel Municipal District, County Tipperary, Munster, E25 X9T4, Ireland'. The country
 * (always Ireland here), the province and the administrative districts say nothing a driver needs;
 * the house number is joined to its street, and 'County' is written as the Irish write it, 'Co.'.
 */
export function addressLine(displayName: string): string {
  const parts = displayName
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .filter((part) => !/^(Ireland|Éire|Éire \/ Ireland|Ireland \/ Éire)$/i.test(part))
    .filter((part) => !/^(Munster|Leinster|Connacht|Connaught|Ulster)$/i.test(part))
    .filter(
      (part) =>
        !/Municipal District|Metropolitan District|Electoral Division|^The Municipal District/i.test(part),
    )
    .map((part) => part.replace(/^County /, 'Co. '));
  const [first, second, ...rest] = parts;
  if (first !== undefined && second !== undefined && /^\d+[A-Za-z]?$/.test(first)) {
    parts.splice(0, parts.length, `${first} ${second}`, ...rest);
  }
  // An Eircode keeps its usual spelling with the space; a town named twice in a row reads once.
  return parts
    .map((part) => (isEircode(part) ? formatEircode(part) : part))
    .filter((part, index, all) => part !== all[index - 1])
    .join(', ');
}
