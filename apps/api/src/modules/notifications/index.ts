/**
 * The customer's notifications and their read state, and `tellCustomer`, the one way a notification
 * and its e-mail are written (decisions 029, 039).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { notificationRoutes } from './notifications.routes.ts';
export { everyNotificationOf } from './notifications.service.ts';
export { type CustomerNews, tellCustomer } from './tell-customer.ts';
