/**
 * Ratings after the meal: the ask once a completed order's time is past, the customer's rating of the food and a delivery, the storefront's average of the last 400 and their newest comments not hidden, and the admins' private replies and hidden comments (issue 51, decisions 072, 084).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { askForRatings, RATING_ASKS_INTERVAL_MS } from './rating-asks.ts';
export { ratingRoutes } from './ratings.routes.ts';
export { everyRatingOf } from './ratings.service.ts';
export { staffRatingRoutes } from './staff-ratings.routes.ts';
