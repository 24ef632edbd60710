/**
 * Texts of the web app that the specification does not word (headings, labels for assistive
 * technology, fallbacks). Every text the spec words comes from `messages` in @tiffin/core; these are
 * ours and candidates to move there once the server needs them too.
 */
export const siteText = {
  skipToContent: 'Skip to main content',
  loadingPage: 'Loading…',
  header: {
    mainNavigation: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
  },
  hero: {
    tagline: 'Freshly cooked Indian food, ready for collection or delivered to your door.',
    fallbackTitle: 'Order online',
  },
  menu: {
    heading: 'Our Menu',
    intro: 'Every dish is cooked to order. Allergens are listed on each dish; ask us if you are unsure.',
    vegetarian: 'Vegetarian',
  },
  award: { heading: 'Awards' },
  preorder: { heading: 'Reserve a Table' },
  footer: {
    openingHours: 'Opening Hours',
    contact: 'Contact',
    information: 'Information',
    phone: 'Phone',
    email: 'Email',
    unavailable: 'Opening hours and contact details could not be loaded. Please try again later.',
    links: {
      aboutUs: 'About Us',
      privacyPolicy: 'Privacy Policy',
      refundPolicy: 'Return & Refund Policy',
      termsConditions: 'Terms & Conditions',
      shippingPolicy: 'Shipping & Delivery Policy',
    },
  },
  notFound: { backHome: 'Go to the home page' },
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Please reload it.',
    reload: 'Reload page',
  },
} as const;
