/**
 * Web push subscriptions of customers and staff devices, at most 10 each, and the pushes sent to
 * them (decisions 053, 060).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */

export { orderStatusPush } from './order-push.ts';
export { pushRoutes } from './push.routes.ts';
export { pushToCustomer, pushToStaff, staffDeviceIds } from './push.service.ts';
