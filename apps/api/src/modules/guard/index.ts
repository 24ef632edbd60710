/**
 * The fake-order guard (issue 51, decision 073): the owner's rules for cash orders, the phone codes texted at checkout, and the staff's marks and flagged orders.
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { flagsOf } from './guard.repository.ts';
export { phoneCheckRoutes, staffGuardRoutes } from './guard.routes.ts';
export {
  type GuardQuestion,
  type GuardVerdict,
  guardRulesOf,
  guardVerdict,
  recordGuarded,
} from './guard-verdict.ts';
