/** Customer accounts: what other modules and the app may use of this module. */

export { withCustomerOf } from './customers.repository.ts';
export { customerRoutes } from './customers.routes.ts';
export * as customerAccounts from './customers.service.ts';
export { type Customer, findCustomerById } from './customers.service.ts';
export { staffCustomerRoutes } from './staff-customers.routes.ts';
