/** A customer's favourite dishes: what other modules and the app may use of this module. */
export { favouriteRoutes } from './favourites.routes.ts';
export { everyFavouriteOf } from './favourites.service.ts';
