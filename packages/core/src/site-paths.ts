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
} as const;

export type SitePath = (typeof sitePaths)[keyof typeof sitePaths];

const SITE_PATH_SET: ReadonlySet<string> = new Set(Object.values(sitePaths));

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
