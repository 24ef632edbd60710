/**
 * Liveness and readiness: `GET /health` and `GET /ready`.
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { healthRoutes } from './health.routes.ts';
