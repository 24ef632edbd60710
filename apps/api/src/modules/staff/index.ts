/**
 * Staff and admin accounts with their own sessions, the log of staff actions, sign-in holds and
 * password changes (decisions 026, 042, 060).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */

export { forgetQuietSignInHolds, SIGN_IN_HOLDS_SWEEP_INTERVAL_MS } from './sign-in.ts';
export { enabledMemberIds, lockMember, memberNames } from './staff.repository.ts';
export { staffRoutes } from './staff.routes.ts';
export {
  addMember,
  forgetAddressInLog,
  liveStaffSessions,
  newStaffPassword,
  principalForStaffToken,
  recordAction,
} from './staff.service.ts';
