/** The staff's accounts and their log: what other modules and the app may use of this module. */

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
