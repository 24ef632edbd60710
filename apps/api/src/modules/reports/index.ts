/**
 * The accountant's day-end report and CSV files of VAT by rate, orders and refunds, added up in SQL
 * (decision 048), with the tips apart from the takings and the VAT (decision 065) and the tips
 * ledger by payout (decision 081).
 *
 * This file is the module's entry point: what other modules and the app may use of it. A read model
 * (decision 062): it adds up the sales in SQL, so it reads, and never writes, the tables of orders
 * (orders, their lines, VAT by rate and status changes) and of payments (part refunds included), and
 * the tips paid out through the tips module; `READ_MODELS` in
 * `src/table-ownership.test.ts` is where that is allowed, and the only read model there is.
 */
export { staffReportRoutes } from './reports.routes.ts';
