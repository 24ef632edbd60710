import { haversineKm } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { buildOfflineIndex, createOfflineGeocoder, ROUTING_KEYS } from './offline.ts';

// Read once for the file: reading the world's towns takes a fifth of a second.
const index = buildOfflineIndex();
const geocoder = createOfflineGeocoder(() => index);
const names = async (query: string) => (await geocoder.search(query, 5)).map((place) => place.description);

describe('the offline geocoder', () => {
  it('finds the towns around the restaurant by name, in any case', async () => {
    expect(await names('Cashel')).toEqual(['Cashel, Co. Tipperary']);
    expect(await names('cahir')).toEqual(['Cahir, Co. Tipperary']);
    expect(await names('THURLES')).toEqual(['Thurles, Co. Tipperary']);
    // GeoNames has Clonmel only by its Irish name; the post town's English name finds it too.
    expect(await names('Clonmel')).toEqual(['Clonmel, Co. Tipperary']);
  });

  it('matches the start of any word, ignores accents, and lists the biggest towns first, five at most', async () => {
    expect(await names('suir')).toEqual(['Carrick-on-Suir, Co. Tipperary']);
    expect(await names('dun laoghaire')).toEqual(['Dún Laoghaire, Leinster']);
    const carricks = await names('carrick');
    expect(carricks[0]).toBe('Carrick-on-Suir, Co. Tipperary');
    expect(carricks.length).toBeGreaterThan(1);
    const populations = (await geocoder.search('ca', 5)).map(
      (place) => index.towns.find((town) => `offline:${town.id}` === place.placeId)?.population ?? 0,
    );
    expect(populations).toHaveLength(5);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(await names('Atlantis')).toEqual([]);
  });

  it("finds a routing key's post town, and keeps a whole Eircode in the place", async () => {
    const [byKey] = await geocoder.search('E25', 5);
    expect(byKey).toMatchObject({ description: 'E25 — Cashel, Co. Tipperary', eircode: null });
    const [byEircode] = await geocoder.search('e25x9t4', 5);
    expect(byEircode).toMatchObject({ description: 'E25 X9T4 — Cashel, Co. Tipperary', eircode: 'E25 X9T4' });
    expect(byEircode?.placeId).toBe('offline:eircode:E25X9T4');
    // Dublin's keys are outside the data the restaurant needs.
    expect(await geocoder.search('D02 X285', 5)).toEqual([]);
  });

  it("takes every routing key's centre from its town in the data set", () => {
    for (const { key, town } of ROUTING_KEYS) {
      const found = index.byRoutingKey.get(key);
      expect(found?.name, key).toBe(town);
    }
    // Cashel's centre is the data set's, a few hundred metres from the restaurant.
    const cashel = index.byRoutingKey.get('E25');
    expect(
      haversineKm(cashel?.point ?? { latitude: 0, longitude: 0 }, {
        latitude: 52.5159336,
        longitude: -7.8890741,
      }),
    ).toBeLessThan(1);
  });

  it('describes a pin by its nearest town, keeping the pin where it is', async () => {
    expect(await geocoder.reverse({ latitude: 52.516, longitude: -7.889 })).toMatchObject({
      description: 'Cashel, Co. Tipperary',
      latitude: 52.516,
      longitude: -7.889,
    });
    expect((await geocoder.reverse({ latitude: 52.56, longitude: -7.95 }))?.description).toBe(
      'Near Cashel, Co. Tipperary',
    );
    expect((await geocoder.reverse({ latitude: 53.3498, longitude: -6.2603 }))?.description).toBe(
      'Near Dublin, Leinster',
    );
  });

  it('knows nothing of a pin far from every town', async () => {
    expect(await geocoder.reverse({ latitude: 53.0, longitude: -10.5 })).toBeNull();
  });
});
