/** A customer's data rights (issue 32): what other modules and the app may use of this module. */
export { anonymiseCustomerRecords } from './anonymise-customer.ts';
export { dataRightsRoutes } from './data-rights.routes.ts';
