/**
 * The customer's address book: each address with the server's distance and its delivery-area flag
 * (decision 020).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { addressRoutes } from './addresses.routes.ts';
export { everyAddressOf, savedAddressOf } from './addresses.service.ts';
