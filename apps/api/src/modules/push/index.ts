/** Web push: what other modules and the app may use of this module. */

export { pushRoutes } from './push.routes.ts';
export { pushToCustomer, pushToStaff, staffDeviceIds } from './push.service.ts';
