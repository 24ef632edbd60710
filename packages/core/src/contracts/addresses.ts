import { ADDRESS_TYPES } from '../delivery-constants.ts';
import { z } from '../zod.ts';

/**
 * Where a point lies for delivery, measured by the server from the restaurant's settings (haversine,
 * earth radius 6371 km), so the browser never applies the rule itself.
 */
export const deliveryReachSchema = z.object({
  /** Straight-line kilometres from the restaurant, to two decimals */
  distance_km: z.number(),
  /** Whether the distance is within the restaurant's delivery radius (the radius itself is inside) */
  in_delivery_area: z.boolean(),
});
export type DeliveryReach = z.infer<typeof deliveryReachSchema>;

/** A saved address as `GET /api/v1/customer/address/list` lists it. */
export const addressResponseSchema = z.object({
  id: z.number().int(),
  address_type: z.enum(ADDRESS_TYPES),
  /** The 'other' type's own name ('Gym'); null for home and work or when none was given */
  address_label: z.string().nullable(),
  address: z.string(),
  /** As the first version has them: strings, e.g. '52.5159336' */
  latitude: z.string(),
  longitude: z.string(),
  contact_person_name: z.string().nullable(),
  contact_person_number: z.string().nullable(),
  house: z.string().nullable(),
  floor: z.string().nullable(),
  road: z.string().nullable(),
  /** Shown with its space, 'E25 X9T4'; null when none was given */
  eircode: z.string().nullable(),
  zone_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...deliveryReachSchema.shape,
});
export type SavedAddress = z.infer<typeof addressResponseSchema>;

export const addressListResponseSchema = z.object({
  addresses: z.array(addressResponseSchema),
  total_size: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AddressList = z.infer<typeof addressListResponseSchema>;

/** The answer to add and update: the spec shows none; ours carries the address as saved. */
export const addressSavedResponseSchema = z.object({ message: z.string(), address: addressResponseSchema });
export type AddressSaved = z.infer<typeof addressSavedResponseSchema>;

/** A place the geocoder found, with its reach from the restaurant. */
export const placeSchema = z.object({
  /** The provider's id for the place, stable between searches */
  place_id: z.string(),
  /** One line to show and to save as the address: 'Main Street, Cashel, Co. Tipperary' */
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** What the provider knows of the parts, to prefill the address form */
  house: z.string().nullable(),
  road: z.string().nullable(),
  eircode: z.string().nullable(),
  ...deliveryReachSchema.shape,
});
export type Place = z.infer<typeof placeSchema>;

/** `GET /api/v1/geo/search?q=`: at most 5, in Ireland. */
export const placeSearchResponseSchema = z.object({ predictions: z.array(placeSchema) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

/**
 * `GET /api/v1/geo/reverse?lat&lng`: the point's reach always; `place` is null when the provider
 * knows no address there ('Unable to get address for your location.').
 */
export const reverseGeocodeResponseSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  ...deliveryReachSchema.shape,
  place: placeSchema.nullable(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeResponseSchema>;

/** `GET /api/v1/geo/map`: how the browser draws maps (configuration, not code). */
export const mapConfigResponseSchema = z.object({
  /** A Leaflet tile URL template, e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' */
  tile_url: z.string(),
  /** The tiles' required credit, as HTML ('&copy; OpenStreetMap contributors') */
  attribution: z.string(),
  max_zoom: z.number().int(),
});
export type MapConfig = z.infer<typeof mapConfigResponseSchema>;
