/** The site's routes (checkout-and-account §2.1, visitor-side §2), in one place for links and the router. */
export const paths = {
  home: '/',
  menu: '/menu',
  favourites: '/favourites',
  contactUs: '/contact-us',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  checkout: '/check-out',
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
  deleteAccount: '/delete-account.php',
} as const;

/** Both paths show the home page. */
export function isHomePath(pathname: string): boolean {
  return pathname === paths.home || pathname === paths.menu || pathname === `${paths.menu}/`;
}

/** The profile area has no footer (checkout-and-account §2.2). */
export function isProfilePath(pathname: string): boolean {
  return pathname === paths.profile || pathname.startsWith(`${paths.profile}/`);
}

/** Element ids of the home page's sections, which the header and buttons scroll to (visitor-side §2). */
export const sectionIds = {
  menu: 'menu-section',
  award: 'award-section',
  preorder: 'preorder-section',
  basket: 'basket-section',
} as const;
