/** Collection and delivery slots: what other modules and the app may use of this module. */

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
