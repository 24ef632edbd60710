/**
 * Tips paid out to the staff (issue 51, decision 081): the payouts an admin records, which the
 * reports' tips ledger sets against the tips taken. The tips themselves are the orders' (a column of
 * each order) and their settings the restaurant's.
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { staffTipRoutes } from './tips.routes.ts';
export { tipPayoutsBetween, tipPayoutsToDate } from './tips.service.ts';
