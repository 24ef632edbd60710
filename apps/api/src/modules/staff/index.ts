/** The staff's accounts and their log: what other modules and the app may use of this module. */

export { staffRoutes } from './staff.routes.ts';
export {
  addMember,
  forgetAddressInLog,
  liveStaffSessions,
  newStaffPassword,
  principalForStaffToken,
  recordAction,
} from './staff.service.ts';
