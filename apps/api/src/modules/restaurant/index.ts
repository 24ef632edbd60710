/**
 * The restaurant's settings, hours, closed dates, details and policy pages; the kitchen's contacts,
 * the unattended pause and busy mode's state (decisions 028, 040, 047); the tip settings and the
 * tips notice (decision 065).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */

export { kitchenPaceAt, leadMinutesAt, openingOf, writeBusy, writeStaffPause } from './kitchen-pace.ts';
export {
  announceOrderingPause,
  KITCHEN_WATCH_INTERVAL_MS,
  lastKitchenContact,
  type OrderingPause,
  orderingPause,
  orderingPausedMessage,
  pauseCloses,
  recordKitchenContact,
} from './kitchen-watch.ts';
export { firstOpeningOn, openingHoursOn, opensOn } from './opening-days.ts';
export { listVatRates } from './restaurant.repository.ts';
export { restaurantRoutes } from './restaurant.routes.ts';
export {
  assertEmailAllowed,
  type RestaurantSettings,
  readCalendar,
  requireRestaurant,
  restaurantSender,
} from './restaurant.service.ts';
export { staffSettingsRoutes } from './staff-settings.routes.ts';
