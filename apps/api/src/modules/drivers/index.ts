/**
 * Drivers: the driver role, the board's runs, the driver's phone page with its steps, and the cash-up of each driver's shift (decision 071).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { cashUpsBetween } from './cash-up.service.ts';
export { driverRoutes } from './drivers.routes.ts';
