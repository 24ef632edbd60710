import { polygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';
import { IRELAND_BOUNDS } from '../delivery-constants.ts';
import { idParamSchema, isSingleLineText } from '../validation.ts';
import { z } from '../zod.ts';

/**
 * The delivery zones (issue 50; decision 064): polygons and circles the admins draw on the map,
 * each with its own fee, minimum, free-delivery threshold and extra minutes. Ours, under
 * /api/v1/staff/zones, money in cents; positions as GeoJSON has them, [longitude, latitude]. The
 * server decides which zone a point is in (apps/api/src/modules/zones): this only says what a
 * zone may be, for the editor's form and the server alike.
 */

/** Not in the spec: bounds that keep one zone a shape a person drew, not a data dump. */
export const ZONE_VERTICES_MAX = 500;
export const ZONE_RINGS_MAX = 10;
export const ZONE_RADIUS_KM_MIN = 0.1;
export const ZONE_RADIUS_KM_MAX = 50;
export const ZONES_MAX = 50;
export const ZONE_NAME_MAX_LENGTH = 60;
export const ZONE_EXTRA_MINUTES_MAX = 120;
/** The editor's dots: the delivery orders of this many days back (issue 50). */
export const ZONE_HISTORY_DAYS = 90;
export const ZONE_FEE_KINDS = ['fixed', 'distance'] as const;
export type ZoneFeeKind = (typeof ZONE_FEE_KINDS)[number];

/** The editor's and the server's words for a zone refused (ours). */
export const zoneMessages = {
  position: 'Every corner must be in Ireland',
  ringOpen: 'A shape must end where it starts',
  ringShort: 'A shape needs at least three corners',
  tooManyVertices: `At most ${ZONE_VERTICES_MAX} corners in one zone`,
  tooManyRings: `At most ${ZONE_RINGS_MAX} holes and outlines in one zone`,
  selfIntersecting: 'The outline crosses itself: redraw it without crossing lines',
  radius: `A radius from ${ZONE_RADIUS_KM_MIN} to ${ZONE_RADIUS_KM_MAX} km`,
  name: 'Name the zone (at most 60 characters)',
  tooManyZones: `At most ${ZONES_MAX} zones`,
  importShape: 'The file is not GeoJSON zones: a FeatureCollection of Polygons, and Points with a radius_km',
} as const;

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'A whole number' })
    .int({ error: 'A whole number' })
    .min(min, { error: `At least ${min}` })
    .max(max, { error: `At most ${max}` });

/** [longitude, latitude] in Ireland, as the saved addresses must be. */
const positionSchema = z
  .tuple([z.number(), z.number()], { error: zoneMessages.position })
  .refine(
    ([longitude, latitude]) =>
      latitude >= IRELAND_BOUNDS.south &&
      latitude <= IRELAND_BOUNDS.north &&
      longitude >= IRELAND_BOUNDS.west &&
      longitude <= IRELAND_BOUNDS.east,
    { error: zoneMessages.position },
  );
export type Position = z.infer<typeof positionSchema>;

const ringSchema = z
  .array(positionSchema)
  .min(4, { error: zoneMessages.ringShort })
  .max(ZONE_VERTICES_MAX, { error: zoneMessages.tooManyVertices })
  .refine(
    (ring) => {
      const first = ring[0];
      const last = ring[ring.length - 1];
      return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
    },
    { error: zoneMessages.ringOpen },
  );

/**
 * Whether an outline or hole crosses itself or another (Turf's kinks: a sweep over at most 500
 * edges, cheap, and the same answer in the browser). Rings already refused (open, too short) are
 * the ring's refusal, not this one: zod runs this check on them too, and Turf throws on them.
 */
function crosses(rings: Position[][]): boolean {
  try {
    return kinks(polygon(rings)).features.length > 0;
  } catch {
    return false;
  }
}

/** A polygon: its outline first, then its holes (GeoJSON's rings), none crossing another or itself. */
const polygonAreaSchema = z
  .object({
    type: z.literal('polygon'),
    rings: z.array(ringSchema).min(1).max(ZONE_RINGS_MAX, { error: zoneMessages.tooManyRings }),
  })
  .refine((area) => area.rings.reduce((sum, ring) => sum + ring.length, 0) <= ZONE_VERTICES_MAX, {
    error: zoneMessages.tooManyVertices,
    path: ['rings'],
  })
  .refine((area) => !crosses(area.rings), {
    error: zoneMessages.selfIntersecting,
    path: ['rings'],
  });

const circleAreaSchema = z.object({
  type: z.literal('circle'),
  center: positionSchema,
  radius_km: z
    .number({ error: zoneMessages.radius })
    .min(ZONE_RADIUS_KM_MIN, { error: zoneMessages.radius })
    .max(ZONE_RADIUS_KM_MAX, { error: zoneMessages.radius }),
});

export const zoneAreaSchema = z.discriminatedUnion('type', [polygonAreaSchema, circleAreaSchema]);
export type ZoneArea = z.infer<typeof zoneAreaSchema>;

/** What an admin sets of a zone; the fee is fixed, or the base fee up to a distance then per km. */
export const zoneChangeSchema = z.object({
  name: z
    .string({ error: zoneMessages.name })
    .trim()
    .min(1, { error: zoneMessages.name })
    .max(ZONE_NAME_MAX_LENGTH, { error: zoneMessages.name })
    .refine(isSingleLineText, { error: zoneMessages.name }),
  area: zoneAreaSchema,
  fee_kind: z.enum(ZONE_FEE_KINDS),
  /** The fixed fee, or the base fee of a fee by distance */
  fee_cents: wholeNumber(0, 10_000),
  /** A fee by distance: the base fee covers up to this many km from the restaurant… */
  fee_base_km: z.number({ error: 'A number of km' }).min(0).max(50),
  /** …then this much for every km (and part of one) beyond */
  fee_per_km_cents: wholeNumber(0, 1_000),
  minimum_order_cents: wholeNumber(0, 100_000),
  /** No fee for an order whose dishes come to this much or more; null: always the fee */
  free_delivery_over_cents: wholeNumber(0, 1_000_000).nullable(),
  /** Minutes added to the delivery lead time for an address in this zone */
  extra_minutes: wholeNumber(0, ZONE_EXTRA_MINUTES_MAX),
  enabled: z.boolean(),
});
export type ZoneChange = z.infer<typeof zoneChangeSchema>;

export const staffZoneSchema = zoneChangeSchema.extend({ id: z.number().int() });
export type StaffZone = z.infer<typeof staffZoneSchema>;

export const staffZonesResponseSchema = z.object({ zones: z.array(staffZoneSchema) });
export type StaffZonesResponse = z.infer<typeof staffZonesResponseSchema>;

export const zoneParamsSchema = z.object({ zoneId: idParamSchema });

// ---------------------------------------------------------------------------------------------
// GeoJSON: a FeatureCollection, a polygon as a Polygon, a circle as a Point with `radius_km` (the
// convention geoman and most tools use, since GeoJSON has no circle); the zone's settings as the
// feature's properties, named as in the API.

const geoJsonFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('Polygon'),
      coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
    }),
    z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  ]),
  properties: z.record(z.string(), z.unknown()),
});

export const zonesGeoJsonSchema = z.object(
  {
    type: z.literal('FeatureCollection'),
    features: z.array(geoJsonFeatureSchema).max(ZONES_MAX, { error: zoneMessages.tooManyZones }),
  },
  { error: zoneMessages.importShape },
);
export type ZonesGeoJson = z.infer<typeof zonesGeoJsonSchema>;

/** A zone as a GeoJSON feature. */
export function zoneFeature(zone: ZoneChange): ZonesGeoJson['features'][number] {
  const { area, ...properties } = zone;
  return area.type === 'polygon'
    ? { type: 'Feature', geometry: { type: 'Polygon', coordinates: area.rings }, properties }
    : {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: area.center },
        properties: { ...properties, radius_km: area.radius_km },
      };
}

/** A GeoJSON feature as a zone to be checked by `zoneChangeSchema` (missing settings: off, no fee). */
export function zoneOfFeature(feature: ZonesGeoJson['features'][number], index: number): unknown {
  const { radius_km, ...properties } = feature.properties;
  const defaults = {
    name: `Zone ${index + 1}`,
    fee_kind: 'fixed',
    fee_cents: 0,
    fee_base_km: 0,
    fee_per_km_cents: 0,
    minimum_order_cents: 0,
    free_delivery_over_cents: null,
    extra_minutes: 0,
    enabled: false,
  };
  const area =
    feature.geometry.type === 'Polygon'
      ? { type: 'polygon', rings: feature.geometry.coordinates }
      : { type: 'circle', center: feature.geometry.coordinates, radius_km };
  return { ...defaults, ...properties, area };
}

/** The editor's dots: where the delivery orders of the last 90 days went. */
export const deliveryPointsResponseSchema = z.object({
  since: z.string(),
  points: z.array(
    z.object({ latitude: z.number(), longitude: z.number(), subtotal_cents: z.number().int() }),
  ),
});
export type DeliveryPointsResponse = z.infer<typeof deliveryPointsResponseSchema>;

/** "What if": of those orders, how many a zone drawn would have taken, and at what fees. */
export const zonePreviewResponseSchema = z.object({
  of: z.number().int(),
  orders: z.number().int(),
  fees: z.array(z.object({ fee_cents: z.number().int(), orders: z.number().int() })),
});
export type ZonePreviewResponse = z.infer<typeof zonePreviewResponseSchema>;
