/**
 * Page views, and the staff's figures of orders and revenue per day (decision 027).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { analyticsRoutes } from './analytics.routes.ts';
export { staffFigureRoutes } from './staff-figures.routes.ts';
