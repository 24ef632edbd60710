/**
 * The time slots offered, the place and portions an order takes in one and gives back, and today's
 * load per slot (decisions 021, 049).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */

export { fitsEmptySlot } from './slots.repository.ts';
export { slotRoutes } from './slots.routes.ts';
export {
  dateOutsideWindow,
  releaseSlot,
  slotLimits,
  slotsFor,
  takeSlot,
} from './slots.service.ts';
export { staffSlotRoutes } from './staff-slots.routes.ts';
