/**
 * Place search, reverse look-up and the map's tile settings, behind one geocoder, answers cached
 * (decision 019).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { geoRoutes } from './geo.routes.ts';
