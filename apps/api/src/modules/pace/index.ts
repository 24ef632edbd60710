/**
 * Busy mode and the staff's pause of online ordering from the board; the accepted orders busy mode
 * makes late are moved and their customers told (decision 047).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { paceRoutes } from './pace.routes.ts';
