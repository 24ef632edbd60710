/**
 * Texts of the web app that the specification does not word (headings, labels for assistive
 * technology, fallbacks). Every text the spec words comes from `messages` in @tiffin/core; these are
 * ours and candidates to move there once the server needs them too.
 */
export const siteText = {
  skipToContent: 'Skip to main content',
  /** The home page's title and search snippet, from the restaurant's settings. */
  home: {
    title: (name: string, town: string, county: string) =>
      `${name} · Indian restaurant in ${town}, ${county} · Order online`,
    description: (name: string, town: string, county: string) =>
      `Order freshly cooked Indian food from ${name} in ${town}, ${county}: browse the menu with allergens, then collect or get it delivered.`,
    /** Until the settings have arrived (they come with the page). */
    fallbackTitle: 'Order online',
  },
  loadingPage: 'Loading…',
  header: {
    mainNavigation: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    /** The profile menu button's name; the visible text is the customer's name. */
    accountMenuFor: (name: string) => `Account menu for ${name}`,
    signedInAs: 'Signed in as',
  },
  /** The sign-in modal, on every page (the forms' own texts are in account-text.ts). */
  authDialog: {
    close: 'Close',
    forgotTitle: 'Reset your password',
    loadingForm: 'Loading...',
  },
  hero: {
    tagline: 'Freshly cooked Indian food, ready for collection or delivered to your door.',
    fallbackTitle: 'Order online',
    // Ours (storefront): the hero's phone and directions links.
    callUs: (phone: string) => `Call us on ${phone}`,
    directions: 'Get directions',
  },
  menu: {
    heading: 'Our Menu',
    intro: 'Every dish is cooked to order. Allergens are listed on each dish; ask us if you are unsure.',
    vegetarian: 'Vegetarian',
    // Ours (menu): the category bar and the dish cards (the dish modal's own: dish-dialog-text.ts).
    categoriesNavigation: 'Menu categories',
    scrollCategoriesLeft: 'Scroll categories left',
    scrollCategoriesRight: 'Scroll categories right',
    // Ours (issue 31): the menu's allergen filter and the mark on a dish (the filter's panel and
    // bar have their own texts, loaded with them: allergen-filter-text.ts).
    avoidAllergens: 'Avoid allergens',
    contains: (names: string) => `Contains ${names}`,
    loadingFilter: 'Loading the allergens…',
  },
  // Ours (basket): headings and labels for assistive technology (the lines': basket-panel-text.ts).
  basket: {
    heading: 'Your Basket',
    fulfilment: 'Delivery or collection',
    openBasket: (count: number) => `Open basket, ${count} ${count === 1 ? 'item' : 'items'}`,
    closeBasket: 'Close basket',
    loading: 'Loading your basket…',
  },
  // Ours (favourites): the heart's names (the page's own texts: favourites-page-text.ts).
  favourites: {
    /** The heart on a dish: its name says what pressing it does. */
    add: (name: string) => `Add ${name} to favourites`,
    remove: (name: string) => `Remove ${name} from favourites`,
  },
  /** Ours: said after the name of a link that opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
  notFound: { backHome: 'Go to the home page' },
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Please reload it.',
    reload: 'Reload page',
  },
} as const;
