/**
 * Customers' registration, sign-in and sign-out, sessions, reset codes, the link that proves an
 * e-mail address, and account deletion (decisions 009, 042).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { authRoutes } from './auth.routes.ts';
export { liveCustomerSessions, principalForToken, registerCustomer } from './auth.service.ts';
