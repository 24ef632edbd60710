/**
 * The accountant's reports: what the app may use of this module. A read model (decision 062): it
 * adds up the sales in SQL, so it reads, and never writes, the tables of orders (orders, their
 * lines, VAT by rate and status changes) and of payments; `READ_MODELS` in
 * `src/table-ownership.test.ts` is where that is allowed, and the only read model there is.
 */
export { staffReportRoutes } from './reports.routes.ts';
