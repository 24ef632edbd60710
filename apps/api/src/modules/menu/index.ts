/** The menu: what other modules and the app may use of this module. */

export { menuRoutes } from './menu.routes.ts';
export { getProductsByIds, requireProduct } from './menu.service.ts';
export { staffMenuRoutes } from './staff-menu.routes.ts';
