/**
 * A customer's favourite dishes (decision 012).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { favouriteRoutes } from './favourites.routes.ts';
export { everyFavouriteOf } from './favourites.service.ts';
