/** The staff's view of the e-mail outbox: what the app may use of this module. */
export { outboxRoutes } from './outbox.routes.ts';
