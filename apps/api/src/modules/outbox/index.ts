/**
 * The admins' view of the e-mails sent, waiting and failed, with a resend.
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { outboxRoutes } from './outbox.routes.ts';
export { forgetRestaurantEmailsAbout } from './outbox.service.ts';
