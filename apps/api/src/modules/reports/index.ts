/** The accountant's reports: what the app may use of this module. */
export { staffReportRoutes } from './reports.routes.ts';
