/** Table requests: what the app may use of this module. */
export { preorderRoutes } from './preorders.routes.ts';
export { staffEnquiryRoutes } from './staff-enquiries.routes.ts';
