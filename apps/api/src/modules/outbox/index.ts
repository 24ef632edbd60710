/** The staff's view of the e-mail outbox: what other modules and the app may use of this module. */
export { outboxRoutes } from './outbox.routes.ts';
export { forgetRestaurantEmailsAbout } from './outbox.service.ts';
