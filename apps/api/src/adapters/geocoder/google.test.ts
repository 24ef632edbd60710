import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAnswer, startFakeHttpServer } from '../../test/fake-http-server.ts';
import { createGoogleGeocoder } from './google.ts';

const result = (n: number) => ({
  place_id: `ChIJ${n}`,
  formatted_address: `${n} Main St, Cashel, Co. Tipperary, E25 X9T4, Ireland`,
  geometry: { location: { lat: 52.5162, lng: -7.8871 }, location_type: 'ROOFTOP' },
  address_components: [
    { long_name: String(n), short_name: String(n), types: ['street_number'] },
    { long_name: 'Main Street', short_name: 'Main St', types: ['route'] },
    { long_name: 'E25 X9T4', short_name: 'E25 X9T4', types: ['postal_code'] },
  ],
});

let answer: (url: URL) => FakeAnswer = () => ({ body: { status: 'ZERO_RESULTS', results: [] } });
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
beforeAll(async () => {
  fake = await startFakeHttpServer((url) => answer(url));
});
afterAll(() => fake.close());

const geocoder = () => createGoogleGeocoder({ apiKey: 'test-key', url: `${fake.url}/maps/api/geocode/json` });

describe('the Google geocoder', () => {
  it('asks for addresses in Ireland with the key and keeps five', async () => {
    answer = () => ({ body: { status: 'OK', results: [1, 2, 3, 4, 5, 6, 7].map(result) } });
    const places = await geocoder().search('Main Street Cashel', 5);
    const request = fake.requests.at(-1);
    expect(request?.url.pathname).toBe('/maps/api/geocode/json');
    expect(request?.url.searchParams.get('address')).toBe('Main Street Cashel');
    expect(request?.url.searchParams.get('components')).toBe('country:IE');
    expect(request?.url.searchParams.get('key')).toBe('test-key');
    expect(places).toHaveLength(5);
    expect(places[0]).toEqual({
      placeId: 'google:ChIJ1',
      description: '1 Main St, Cashel, Co. Tipperary, E25 X9T4',
      latitude: 52.5162,
      longitude: -7.8871,
      house: '1',
      road: 'Main Street',
      eircode: 'E25 X9T4',
    });
  });

  it('reverse-geocodes a point, null where Google knows nothing', async () => {
    answer = (url) =>
      url.searchParams.get('latlng') === '52.5162,-7.8871'
        ? { body: { status: 'OK', results: [result(9)] } }
        : { body: { status: 'ZERO_RESULTS', results: [] } };
    expect((await geocoder().reverse({ latitude: 52.5162, longitude: -7.8871 }))?.house).toBe('9');
    expect(await geocoder().reverse({ latitude: 53.9, longitude: -10.1 })).toBeNull();
  });

  it('answers a refused key with 502 and a spent quota with 503', async () => {
    answer = () => ({
      body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' },
    });
    await expect(geocoder().search('Cashel', 5)).rejects.toMatchObject({
      status: 502,
      code: 'geocoder_failed',
    });
    answer = () => ({ body: { status: 'OVER_QUERY_LIMIT' } });
    await expect(geocoder().search('Cashel', 5)).rejects.toMatchObject({ status: 503 });
  });
});
