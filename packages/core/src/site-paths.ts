/**
 * Every page of the customer site (checkout-and-account §2.1, visitor-side §2). The web app's router
 * has exactly these (a web test compares them); the server uses the list to send each page under
 * one spelling and to count page views of real pages only.
 */
export const sitePaths = {
  home: '/',
  menu: '/menu',
  favourites: '/favourites',
  contactUs: '/contact-us',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  profilePersonal: '/profile/personal',
  profileAddresses: '/profile/addresses',
  profileNotifications: '/profile/notifications',
  profileOrders: '/profile/orders',
  profileSecurity: '/profile/security',
  profileDeleteAccount: '/profile/delete-account',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-and-cancellation-policy',
  termsConditions: '/terms-conditions',
  shippingPolicy: '/shipping-and-delivery-policy',
  award: '/award',
  reservation: '/reservation',
  deleteAccount: '/delete-account.php',
  checkout: '/check-out',
  /** Not in the spec (issue 30): opens the link that proves a new account's e-mail address. */
  confirmEmail: '/confirm-email',
  /** Not in the spec (issue 51): the tips notice of s.4E, which S.I. 545/2022 wants on the website. */
  tips: '/tips',
} as const;

export type SitePath = (typeof sitePaths)[keyof typeof sitePaths];

const SITE_PATH_SET: ReadonlySet<string> = new Set(Object.values(sitePaths));

/**
 * Not in the spec (issue 52): the pages search engines are told of (sitemap.xml), the public pages
 * with content of their own. Not the account pages, the checkout or the confirmation link (all about
 * a session), nor the favourites (a visitor's own list, empty for a crawler) and the award and
 * reservation pages ('Coming Soon' placeholders). The web app renders each on the server (a web
 * test checks it).
 */
export const indexedSitePaths: readonly SitePath[] = [
  sitePaths.home,
  sitePaths.menu,
  sitePaths.contactUs,
  sitePaths.aboutUs,
  sitePaths.termsConditions,
  sitePaths.refundPolicy,
  sitePaths.shippingPolicy,
  sitePaths.privacyPolicy,
  sitePaths.tips,
];

export function isSitePath(path: string): path is SitePath {
  return SITE_PATH_SET.has(path);
}

/**
 * The one spelling of a page path, as the router would match it: `%xx` decoded, lower-case, no
 * repeated or trailing slash ('/Menu/' and '/m%65nu' are '/menu'). Undefined when it cannot be
 * decoded. Whether it names a page is `isSitePath`'s question.
 */
export function canonicalPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const collapsed = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Not in the spec: one of the customer's orders (issue 15; DECISIONS.md "Orders screen"), a page of
 * the profile area for each order id, rendered by the browser alone like the rest of the area.
 */
const CUSTOMER_ORDER_PAGE = /^\/profile\/orders\/[1-9]\d{0,9}$/;
export const isCustomerOrderPagePath = (path: string): boolean => CUSTOMER_ORDER_PAGE.test(path);
export const customerOrderPath = (orderId: number): string => `${sitePaths.profileOrders}/${orderId}`;

/**
 * Not in the spec: the staff side (issue 14). Its pages are one page of the app, rendered by the
 * browser alone; they are not the customers' pages, so they are not counted as page views.
 */
export const STAFF_PAGE_PATH = '/staff';
