/**
 * A customer's data rights: a copy of their data, and what a deleted account leaves, its orders
 * kept for the tax records without contact, address or notes (decision 045).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { anonymiseCustomerRecords } from './anonymise-customer.ts';
export { dataRightsRoutes } from './data-rights.routes.ts';
