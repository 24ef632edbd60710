/** Liveness and readiness: what the app may use of this module. */
export { healthRoutes } from './health.routes.ts';
