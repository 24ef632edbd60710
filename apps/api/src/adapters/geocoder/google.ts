import { formatEircode, isEircode, type LatLng, PLACE_SEARCH_COUNTRY_CODE } from '@tiffin/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { fetchJson, type Geocoder, type GeoPlace, geocoderFailed, geocoderUnavailable } from './geocoder.ts';

/** The parts of the Geocoding API's answer we read. */
const resultSchema = z
  .object({
    place_id: z.string(),
    formatted_address: z.string(),
    geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }).loose(),
    address_components: z
      .array(z.object({ long_name: z.string(), types: z.array(z.string()) }).loose())
      .default([]),
  })
  .loose();
const answerSchema = z.object({ status: z.string(), results: z.array(resultSchema).default([]) }).loose();

export type GoogleOptions = {
  apiKey: string;
  /** https://maps.googleapis.com/maps/api/geocode/json, or a stand-in in tests */
  url: string;
  timeoutMs?: number;
  log?: FastifyBaseLogger | undefined;
};

/** Google's Geocoding API, used when the restaurant has a key (GEOCODER=google). */
export function createGoogleGeocoder({ apiKey, url, timeoutMs, log }: GoogleOptions): Geocoder {
  async function get(parameters: Record<string, string>) {
    const request = new URL(url);
    request.search = new URLSearchParams({ ...parameters, language: 'en', key: apiKey }).toString();
    const parsed = answerSchema.safeParse(await fetchJson('google', request, { timeoutMs, log }));
    if (!parsed.success) throw geocoderFailed('google', 'unexpected answer', log);
    const { status, results } = parsed.data;
    if (status === 'ZERO_RESULTS') return [];
    if (status === 'OK') return results;
    // Over the quota or an outage may pass; a refused key or a bad request will not.
    if (status === 'OVER_QUERY_LIMIT' || status === 'UNKNOWN_ERROR') {
      throw geocoderUnavailable('google', status, log);
    }
    throw geocoderFailed('google', status, log);
  }

  return {
    kind: 'google',
    async search(query, limit) {
      const results = await get({
        address: query,
        components: `country:${PLACE_SEARCH_COUNTRY_CODE.toUpperCase()}`,
      });
      return results.slice(0, limit).map(toGeoPlace);
    },
    async reverse(point: LatLng) {
      const [first] = await get({ latlng: `${point.latitude},${point.longitude}` });
      return first ? toGeoPlace(first) : null;
    },
  };
}

function toGeoPlace(result: z.infer<typeof resultSchema>): GeoPlace {
  const part = (type: string) =>
    result.address_components.find((component) => component.types.includes(type))?.long_name ?? null;
  const postcode = part('postal_code');
  return {
    placeId: `google:${result.place_id}`,
    // Every answer is in Ireland, so the country at the end says nothing.
    description: result.formatted_address.replace(/,\s*Ireland$/, ''),
    latitude: result.geometry.location.lat,
    longitude: result.geometry.location.lng,
    house: part('street_number'),
    road: part('route'),
    eircode: postcode && isEircode(postcode) ? formatEircode(postcode) : null,
  };
}
