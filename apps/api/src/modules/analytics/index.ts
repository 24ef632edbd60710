/** Page views and the staff's figures: what the app may use of this module. */
export { analyticsRoutes } from './analytics.routes.ts';
export { staffFigureRoutes } from './staff-figures.routes.ts';
