/**
 * The customer's account, profile and password change, and the staff's customer search.
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */

export { withCustomerOf } from './customers.repository.ts';
export { customerRoutes } from './customers.routes.ts';
export * as customerAccounts from './customers.service.ts';
export { type Customer, findCustomerById } from './customers.service.ts';
export { staffCustomerRoutes } from './staff-customers.routes.ts';
