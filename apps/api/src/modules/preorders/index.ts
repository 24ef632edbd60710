/**
 * Table requests and the staff's answers to them by e-mail (decision 027).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { preorderRoutes } from './preorders.routes.ts';
export { staffEnquiryRoutes } from './staff-enquiries.routes.ts';
