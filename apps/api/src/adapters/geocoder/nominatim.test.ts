import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { type FakeAnswer, startFakeHttpServer } from '../../test/fake-http-server.ts';
import { addressLine, createNominatimGeocoder, NOMINATIM_MIN_INTERVAL_MS } from './nominatim.ts';

const MAIN_STREET = {
  place_id: 1234,
  osm_type: 'way',
  osm_id: 98765,
  lat: '52.5162',
  lon: '-7.8871',
  display_name:
    '12, Main Street, Cashel, Cashel Municipal District, County Tipperary, Munster, E25 X9T4, Ireland',
  address: {
    house_number: '12',
    road: 'Main Street',
    town: 'Cashel',
    postcode: 'E25X9T4',
    country_code: 'ie',
  },
};

let answer: (url: URL) => FakeAnswer = () => ({ body: [] });
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
beforeAll(async () => {
  fake = await startFakeHttpServer((url) => answer(url));
});
afterAll(() => fake.close());

// The other tests are not about the pace: they run with their own, quicker gate.
const geocoder = (options: { timeoutMs?: number; minIntervalMs?: number } = {}) =>
  createNominatimGeocoder({
    baseUrl: fake.url,
    userAgent: 'Tiffin/0.1.0 (+https://order.example.ie)',
    minIntervalMs: 5,
    ...options,
  });

describe('the Nominatim geocoder', () => {
  it('asks for Irish places, five at most, naming itself, and reads the parts of the address', async () => {
    answer = () => ({ body: [MAIN_STREET] });
    const before = fake.requests.length;
    const places = await geocoder().search('12 Main Street Cashel', 5);
    const [request] = fake.requests.slice(before);
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'ie',
      limit: '5',
      q: '12 Main Street Cashel',
    });
    expect(request?.headers['user-agent']).toBe('Tiffin/0.1.0 (+https://order.example.ie)');
    expect(request?.headers['accept-language']).toBe('en');
    expect(places).toEqual([
      {
        placeId: 'nominatim:way:98765',
        description: '12 Main Street, Cashel, Co. Tipperary, E25 X9T4',
        latitude: 52.5162,
        longitude: -7.8871,
        house: '12',
        road: 'Main Street',
        eircode: 'E25 X9T4',
      },
    ]);
  });

  it('sends no more than one request a second, however quickly they are asked for', async () => {
    answer = (url) => ({ body: url.pathname === '/reverse' ? { error: 'Unable to geocode' } : [] });
    const nominatim = geocoder({ minIntervalMs: NOMINATIM_MIN_INTERVAL_MS });
    const before = fake.requests.length;
    await Promise.all([
      nominatim.search('Cashel', 5),
      nominatim.search('Cahir', 5),
      nominatim.reverse({ latitude: 52.5, longitude: -7.9 }),
    ]);
    const times = fake.requests.slice(before).map((request) => request.atMs);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i += 1) {
      // A few milliseconds of timer slack, no more.
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(NOMINATIM_MIN_INTERVAL_MS - 20);
    }
  });

  it('serves customers in turn: a burst of searches from one keeps one place in the line, and the next customer is answered next', async () => {
    answer = (url) => ({ body: url.searchParams.get('q') === 'Cahir' ? [MAIN_STREET] : [] });
    // Its own server, so no other test's calls share the line.
    const nominatim = createNominatimGeocoder({
      baseUrl: `http://localhost:${new URL(fake.url).port}`,
      userAgent: 'Tiffin/0.1.0 (+https://order.example.ie)',
      minIntervalMs: 200,
    });
    const before = fake.requests.length;
    // Settled as they come: the replaced ones are refused before the test reads them.
    const burst = Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => nominatim.search(`Cashel ${index}`, 5, 'customer 1')),
    );
    const other = nominatim.search('Cahir', 5, 'customer 2');

    expect(await other).toHaveLength(1);
    const outcomes = await burst;
    // The first went at once; each later one replaced the one waiting; the last is answered.
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      ...Array(18).fill('rejected'),
      'fulfilled',
    ]);
    const refused = outcomes[1];
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ code: 'geocoder_unavailable' });
    expect(fake.requests.slice(before).map((request) => request.url.searchParams.get('q'))).toEqual([
      'Cashel 0',
      'Cashel 19',
      'Cahir',
    ]);
  });

  it('reverse-geocodes a point, and answers null where Nominatim knows nothing', async () => {
    answer = (url) =>
      url.searchParams.get('lat') === '52.5162'
        ? { body: MAIN_STREET }
        : { body: { error: 'Unable to geocode' } };
    const before = fake.requests.length;
    const place = await geocoder().reverse({ latitude: 52.5162, longitude: -7.8871 });
    expect(place).toMatchObject({ road: 'Main Street', eircode: 'E25 X9T4' });
    expect(fake.requests.at(before)?.url.pathname).toBe('/reverse');
    expect(fake.requests.at(before)?.url.searchParams.get('lon')).toBe('-7.8871');
    expect(await geocoder().reverse({ latitude: 53.9, longitude: -10.1 })).toBeNull();
  });

  it.each([
    [{ status: 500, body: 'oops' }, 502, 'geocoder_failed'],
    [{ status: 200, body: 'not json' }, 502, 'geocoder_failed'],
    [{ status: 200, body: { unexpected: true } }, 502, 'geocoder_failed'],
    [{ status: 429, body: {} }, 503, 'geocoder_unavailable'],
    [{ status: 200, body: [], delayMs: 400 }, 503, 'geocoder_unavailable'],
  ] as const)('turns the upstream answer %j into a clear %i', async (upstream, status, code) => {
    answer = () => upstream;
    const failure = await geocoder({ timeoutMs: 200 })
      .search('Cashel', 5)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status, code });
    expect((failure as AppError).message).toMatch(/address search/);
  });

  it('answers 503 when the server cannot be reached', async () => {
    const unreachable = createNominatimGeocoder({ baseUrl: 'http://127.0.0.1:9', userAgent: 'Tiffin/test' });
    await expect(unreachable.search('Cashel', 5)).rejects.toMatchObject({ status: 503 });
  });

  it('shortens display_name to what a driver needs', () => {
    expect(addressLine('Cashel, Cashel Municipal District, County Tipperary, Munster, Ireland')).toBe(
      'Cashel, Co. Tipperary',
    );
    expect(addressLine('Rock of Cashel, Cashel, County Tipperary, Munster, E25 Y0C4, Éire / Ireland')).toBe(
      'Rock of Cashel, Cashel, Co. Tipperary, E25 Y0C4',
    );
  });
});
