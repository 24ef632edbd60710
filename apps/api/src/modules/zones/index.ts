/**
 * Delivery zones (issue 50, decision 064): the polygons and circles the admins draw, each with its
 * fee, minimum, free delivery and extra minutes, and the one function that says which zone takes a
 * point (zone-at.ts), which the address book, the place search, the quote and placement ask.
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export type { Zone, ZoneMatch } from './zone-at.ts';
export type { DeliveryPoint, DeliveryPointsReader } from './zone-preview.ts';
export { staffZoneRoutes } from './zones.routes.ts';
export { type DeliveryArea, deliveryAreaOf, reachIn, zoneFor, zonesOf } from './zones.service.ts';
