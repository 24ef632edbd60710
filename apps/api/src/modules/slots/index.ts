/** Collection and delivery slots: what other modules and the app may use of this module. */

export { slotRoutes } from './slots.routes.ts';
export { firstOpeningOn, opensOn, releaseSlot, slotsFor, takeSlot } from './slots.service.ts';
