/**
 * The menu: the storefront's menu rendered once, the staff's 86, stock and sold out for today, and
 * the admins' dishes, options, photos, schedules and allergen history (decisions 008, 043, 050,
 * 052).
 *
 * This file is the module's entry point: what other modules and the app may use of it. Its tables
 * (categories, dishes, option groups and options, schedules, allergen changes) are read and written
 * only here; orders read a basket, take and give back stock, through the functions below.
 */
export { type BasketRow, basketRowsFor } from './basket-rows.repository.ts';

export { convertUploads } from './convert-uploads.ts';
export {
  DISH_PHOTO_FILE,
  DISH_PHOTO_FORMATS,
  DISH_PHOTO_WIDTHS,
  dishPhotoFile,
  dishPhotoImage,
  dishPhotoKey,
  placeholderOf,
  processDishPhoto,
  writeDishPhoto,
} from './dish-photo.ts';
export { dishNames, portionExemptions } from './menu.repository.ts';
export { menuRoutes } from './menu.routes.ts';
export { getProductsByIds, getProductsWithCategories, requireProduct } from './menu.service.ts';
export { listOptions, returnOptionStock, takeOptionStock } from './options.repository.ts';
export { listWindows, type WindowRow } from './schedule.repository.ts';
export { type Schedules, schedulesOf } from './schedules.ts';
export { staffMenuRoutes } from './staff-menu.routes.ts';
export { staffScheduleRoutes } from './staff-schedule.routes.ts';
