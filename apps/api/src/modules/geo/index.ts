/** Address search and delivery reach: what the app may use of this module. */
export { geoRoutes } from './geo.routes.ts';
