/** A customer's favourite dishes: what the app may use of this module. */
export { favouriteRoutes } from './favourites.routes.ts';
