/** Sign-in, sessions and password resets: what the app may use of this module. */
export { authRoutes } from './auth.routes.ts';
export { liveCustomerSessions, principalForToken, registerCustomer } from './auth.service.ts';
