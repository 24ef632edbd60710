import { formMessages, haversineKm, roundKm } from '@tiffin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from '../../adapters/geocoder/geocoder.ts';
import { createNominatimGeocoder } from '../../adapters/geocoder/nominatim.ts';
import { createOfflineGeocoder } from '../../adapters/geocoder/offline.ts';
import { deliveryZones, restaurants } from '../../db/schema.ts';
import { call, register } from '../../test/auth-helpers.ts';
import { startFakeHttpServer } from '../../test/fake-http-server.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createCachedGeocoder } from './geo.service.ts';

/** The offline geocoder, counting what reaches it: the cache's tests look at the counts. */
function countingGeocoder(inner: Geocoder = createOfflineGeocoder()) {
  const calls = { search: 0, reverse: 0 };
  const geocoder: Geocoder = {
    kind: 'counting',
    search: (query, limit) => {
      calls.search += 1;
      return inner.search(query, limit);
    },
    reverse: (point) => {
      calls.reverse += 1;
      return inner.reverse(point);
    },
  };
  return { geocoder, calls };
}

const counting = countingGeocoder();
let ctx: TestContext;
let token: string;
let restaurant: { latitude: number; longitude: number; deliveryRadiusKm: number };
beforeAll(async () => {
  ctx = await createTestApp({ geocoder: counting.geocoder });
  token = (await register(ctx)).token;
  const [row] = await ctx.db.select().from(restaurants).limit(1);
  if (!row) throw new Error('the seed has a restaurant');
  restaurant = row;
});
afterAll(() => ctx.close());

const search = (q: string, options: { token?: string } = { token: '' }) =>
  call(ctx, 'GET', `/api/v1/geo/search?q=${encodeURIComponent(q)}`, { token: options.token ?? token });
const reverse = (lat: number | string, lng: number | string) =>
  call(ctx, 'GET', `/api/v1/geo/reverse?lat=${lat}&lng=${lng}`, { token });
const fromRestaurant = (point: { latitude: number; longitude: number }) =>
  roundKm(haversineKm(restaurant, point));

describe('GET /api/v1/geo/search', () => {
  it('finds the towns around the restaurant, each with its distance and whether it is in the area', async () => {
    const cashel = await search('Cashel', { token });
    expect(cashel.status).toBe(200);
    const [town] = cashel.body.predictions;
    expect(town).toMatchObject({
      description: 'Cashel, Co. Tipperary',
      house: null,
      road: null,
      eircode: null,
      in_delivery_area: true,
    });
    expect(town.distance_km).toBe(fromRestaurant(town));
    expect(town.distance_km).toBeLessThan(1);

    const thurles = (await search('Thurles', { token })).body.predictions[0];
    expect(thurles.description).toBe('Thurles, Co. Tipperary');
    // About 19 km north: beyond the 10 km radius.
    expect(thurles.distance_km).toBeGreaterThan(restaurant.deliveryRadiusKm);
    expect(thurles).toMatchObject({ in_delivery_area: false, distance_km: fromRestaurant(thurles) });

    expect((await search('cahir', { token })).body.predictions[0].description).toBe('Cahir, Co. Tipperary');
  });

  it('finds an Eircode or its routing key', async () => {
    expect((await search('E25', { token })).body.predictions).toEqual([
      expect.objectContaining({
        description: 'E25 — Cashel, Co. Tipperary',
        eircode: null,
        in_delivery_area: true,
      }),
    ]);
    expect((await search('E25 X9T4', { token })).body.predictions).toEqual([
      expect.objectContaining({ description: 'E25 X9T4 — Cashel, Co. Tipperary', eircode: 'E25 X9T4' }),
    ]);
  });

  it('answers at most five places', async () => {
    const many = await search('ca', { token });
    expect(many.body.predictions).toHaveLength(5);
  });

  it("measures from the restaurant's settings and its zones, not from a constant", async () => {
    // Delivery from Thurles only: Cashel is out of the area and Thurles in it.
    const [zone] = await ctx.db.select().from(deliveryZones);
    if (!zone) throw new Error('the seed has a zone');
    await ctx.db.update(restaurants).set({ latitude: 52.68194, longitude: -7.80222 });
    await ctx.db
      .update(deliveryZones)
      .set({ area: { type: 'circle', center: [-7.80222, 52.68194], radius_km: 10 } });
    try {
      const cashel = (await search('Cashel', { token })).body.predictions[0];
      expect(cashel.in_delivery_area).toBe(false);
      const thurles = (await search('Thurles', { token })).body.predictions[0];
      expect(thurles).toMatchObject({ in_delivery_area: true, distance_km: 0 });
    } finally {
      await ctx.db
        .update(restaurants)
        .set({ latitude: restaurant.latitude, longitude: restaurant.longitude });
      await ctx.db.update(deliveryZones).set({ area: zone.area });
    }
  });

  it('refuses text too short or too long with core’s message', async () => {
    for (const q of ['', 'a', 'x'.repeat(101)]) {
      const refused = await search(q, { token });
      expect(refused.status, q).toBe(400);
      expect(refused.body).toEqual({
        message: formMessages.validation.placeSearchLength,
        errors: [{ code: 'q', message: formMessages.validation.placeSearchLength }],
      });
    }
    const missing = await call(ctx, 'GET', '/api/v1/geo/search', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(formMessages.validation.placeSearchLength);
  });

  it('is for signed-in customers only', async () => {
    const anonymous = await call(ctx, 'GET', '/api/v1/geo/search?q=Cashel');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].code).toBe('unauthenticated');
  });
});

describe('GET /api/v1/geo/reverse', () => {
  it('describes a point near Cashel, in the area, with its own distance', async () => {
    const answer = await reverse(52.52, -7.9);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      latitude: 52.52,
      longitude: -7.9,
      distance_km: fromRestaurant({ latitude: 52.52, longitude: -7.9 }),
      in_delivery_area: true,
      place: expect.objectContaining({
        description: 'Cashel, Co. Tipperary',
        latitude: 52.52,
        in_delivery_area: true,
      }),
    });
  });

  it('gives a point in Dublin its distance, outside the area', async () => {
    const dublin = { latitude: 53.3498, longitude: -6.2603 };
    const answer = await reverse(dublin.latitude, dublin.longitude);
    expect(answer.body).toMatchObject({
      distance_km: fromRestaurant(dublin),
      in_delivery_area: false,
      place: { description: 'Near Dublin, Leinster', in_delivery_area: false },
    });
    expect(answer.body.distance_km).toBeGreaterThan(100);
  });

  it('answers place null where nothing is known, the reach still given', async () => {
    const offshore = await reverse(53.0, -10.5);
    expect(offshore.body).toMatchObject({ place: null, in_delivery_area: false });
    expect(offshore.body.distance_km).toBeGreaterThan(150);
  });

  it.each([
    ['abc', '-7.9', 'lat', formMessages.validation.selectValidLocation],
    ['52.5', '', 'lng', formMessages.validation.selectValidLocation],
    ['48.8566', '2.3522', 'lat', formMessages.validation.locationOutsideIreland],
  ])('refuses lat=%s lng=%s with core’s message', async (lat, lng, field, message) => {
    const refused = await reverse(lat, lng);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({ code: field, message });
  });

  it('is for signed-in customers only', async () => {
    expect((await call(ctx, 'GET', '/api/v1/geo/reverse?lat=52.5&lng=-7.9')).status).toBe(401);
  });
});

describe('GET /api/v1/geo/map', () => {
  it('tells anyone how maps are drawn, from the configuration', async () => {
    expect(await call(ctx, 'GET', '/api/v1/geo/map')).toEqual({
      status: 200,
      body: {
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution:
          '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
        max_zoom: 19,
      },
    });
  });

  it("lets the pages load the tiles: the tile server's origin is in the pages' CSP img-src", async () => {
    const page = await ctx.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toMatch(
      /img-src 'self' data: https:\/\/tile\.openstreetmap\.org(;|$)/,
    );
    const other = await createTestApp({
      env: {
        MAP_TILE_URL: 'https://{s}.tiles.example.ie/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '&copy; Example',
        MAP_MAX_ZOOM: '17',
      },
    });
    try {
      const answer = await other.app.inject({ url: '/api/v1/geo/map' });
      expect(answer.json()).toEqual({
        tile_url: 'https://{s}.tiles.example.ie/{z}/{x}/{y}.png',
        attribution: '&copy; Example',
        max_zoom: 17,
      });
      const otherPage = await other.app.inject({ url: '/' });
      expect(otherPage.headers['content-security-policy']).toContain(
        "img-src 'self' data: https://*.tiles.example.ie",
      );
    } finally {
      await other.close();
    }
  });
});

describe('the cache', () => {
  it('answers a search typed again, in another case or spacing, without asking the provider', async () => {
    const before = counting.calls.search;
    const first = await search('Nenagh', { token });
    const again = await search('  nenagh ', { token });
    expect(again.body).toEqual(first.body);
    expect(counting.calls.search - before).toBe(1);
  });

  it('answers a pin dropped on the same spot (to five decimals) without asking the provider', async () => {
    const before = counting.calls.reverse;
    await reverse(52.4, -7.92);
    await reverse(52.400001, -7.920001);
    expect(counting.calls.reverse - before).toBe(1);
  });

  it('keeps no failure: the next try asks again', async () => {
    let failing = true;
    const { geocoder, calls } = countingGeocoder({
      kind: 'flaky',
      search: async () => {
        if (failing) throw new Error('down');
        return [];
      },
      reverse: async () => null,
    });
    const cached = createCachedGeocoder(geocoder);
    await expect(cached.search('Cashel', 5)).rejects.toThrow('down');
    failing = false;
    expect(await cached.search('Cashel', 5)).toEqual([]);
    expect(await cached.search('Cashel', 5)).toEqual([]);
    expect(calls.search).toBe(2);
  });

  it('keeps at most the entries it is given, the oldest going first', async () => {
    const { geocoder, calls } = countingGeocoder();
    const cached = createCachedGeocoder(geocoder, { ttlMs: 60_000, maxEntries: 2 });
    for (const q of ['Cashel', 'Cahir', 'Thurles', 'Cashel']) await cached.search(q, 5);
    expect(calls.search).toBe(4);
  });
});

describe('a provider that fails', () => {
  it('answers in the one error shape with a 502 or 503, never a 500', async () => {
    const fake = await startFakeHttpServer((url) =>
      url.searchParams.get('q') === 'Cashel' ? { status: 500, body: 'boom' } : { status: 429, body: {} },
    );
    const failing = await createTestApp({
      geocoder: createNominatimGeocoder({ baseUrl: fake.url, userAgent: 'Tiffin/test', minIntervalMs: 5 }),
    });
    try {
      const customer = await register(failing);
      const broken = await call(failing, 'GET', '/api/v1/geo/search?q=Cashel', { token: customer.token });
      expect(broken).toEqual({
        status: 502,
        body: {
          message:
            'The address search gave an answer we could not read. Please try again or place the pin on the map.',
          errors: [
            {
              code: 'geocoder_failed',
              message:
                'The address search gave an answer we could not read. Please try again or place the pin on the map.',
            },
          ],
        },
      });
      const limited = await call(failing, 'GET', '/api/v1/geo/search?q=Cahir', { token: customer.token });
      expect(limited.status).toBe(503);
      expect(limited.body.errors[0].code).toBe('geocoder_unavailable');
    } finally {
      await failing.close();
      await fake.close();
    }
  });
});
