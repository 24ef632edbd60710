/** The kitchen's pace (issue 33): what the app may use of this module. */
export { paceRoutes } from './pace.routes.ts';
