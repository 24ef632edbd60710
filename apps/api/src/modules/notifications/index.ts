/** A customer's notifications: what other modules and the app may use of this module. */
export { notificationRoutes } from './notifications.routes.ts';
export { everyNotificationOf } from './notifications.service.ts';
export { type CustomerNews, tellCustomer } from './tell-customer.ts';
