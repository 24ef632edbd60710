import { STAFF_PAGE_PATH } from './site-paths.ts';

// A file of its own, not in site-paths.ts: the customer's first bundle holds site-paths.ts, and a
// module's used exports go with it into its chunk; this list is wanted only on /staff and by the
// server.

/**
 * A page of the staff side (decision 062): its path (a `:param` is an id), its `name` (the web's
 * frame gives each its title, in the browser's words), who may open it (`member`: any member,
 * admins too), and where the frame lists it: with the `pages`, with the member's `account`, or
 * not at all (a kitchen ticket opens from its order's card).
 */
export type StaffPage = {
  path: `${typeof STAFF_PAGE_PATH}${string}`;
  name: string;
  who: 'member' | 'admin';
  nav: 'pages' | 'account' | null;
};

/**
 * The staff side's pages, in the frame's order: the one list from which the web app makes its
 * routes and its navigation (with each page's module) and the server knows which paths are staff
 * pages (`isStaffPagePath`).
 */
export const staffPages = [
  { path: STAFF_PAGE_PATH, name: 'orders', who: 'member', nav: 'pages' },
  { path: '/staff/menu', name: 'menu', who: 'member', nav: 'pages' },
  { path: '/staff/enquiries', name: 'enquiries', who: 'member', nav: 'pages' },
  { path: '/staff/customers', name: 'customers', who: 'member', nav: 'pages' },
  { path: '/staff/coupons', name: 'coupons', who: 'member', nav: 'pages' },
  { path: '/staff/settings', name: 'settings', who: 'member', nav: 'pages' },
  { path: '/staff/zones', name: 'zones', who: 'admin', nav: 'pages' },
  { path: '/staff/printers', name: 'printers', who: 'member', nav: 'pages' },
  { path: '/staff/fake-orders', name: 'fake-orders', who: 'member', nav: 'pages' },
  { path: '/staff/figures', name: 'figures', who: 'admin', nav: 'pages' },
  { path: '/staff/reports', name: 'reports', who: 'admin', nav: 'pages' },
  { path: '/staff/ratings', name: 'ratings', who: 'admin', nav: 'pages' },
  { path: '/staff/emails', name: 'emails', who: 'admin', nav: 'pages' },
  { path: '/staff/team', name: 'team', who: 'admin', nav: 'pages' },
  { path: '/staff/run', name: 'run', who: 'member', nav: 'account' },
  { path: '/staff/password', name: 'password', who: 'member', nav: 'account' },
  { path: '/staff/drivers/:driverId', name: 'driver', who: 'member', nav: null },
  { path: '/staff/orders/:orderId/ticket', name: 'ticket', who: 'member', nav: null },
  // Opened from the board's "New phone order" (issue 49), so not in the frame's list.
  { path: '/staff/phone-order', name: 'phone-order', who: 'member', nav: null },
] as const satisfies readonly StaffPage[];

export type StaffPagePath = (typeof staffPages)[number]['path'];
/** The pages the frame lists, by name */
export type StaffNavPageName = Extract<(typeof staffPages)[number], { nav: 'pages' | 'account' }>['name'];

/** A page path as a pattern: each `:param` an id of up to ten digits, as the web's router takes it. */
const pathPattern = (path: string) => path.replace(/:[A-Za-z]+/g, '\\d{1,10}');
// Made at the first question, not as the module loads.
let staffPagePattern: RegExp | undefined;
export const isStaffPagePath = (path: string): boolean => {
  staffPagePattern ??= new RegExp(`^(${staffPages.map((page) => pathPattern(page.path)).join('|')})$`);
  return staffPagePattern.test(path);
};
