/** The customer's saved addresses: what other modules and the app may use of this module. */
export { addressRoutes } from './addresses.routes.ts';
export { everyAddressOf, savedAddressOf } from './addresses.service.ts';
