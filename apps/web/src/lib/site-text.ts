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
    /** Said while the card checks whether the dish has options to choose. */
    loadingDetails: 'Loading options…',
  },
  // Ours (basket): headings and labels for assistive technology (the lines': basket-panel-text.ts).
  basket: {
    heading: 'Your Basket',
    fulfilment: 'Delivery or collection',
    openBasket: (count: number) => `Open basket, ${count} ${count === 1 ? 'item' : 'items'}`,
    closeBasket: 'Close basket',
    loading: 'Loading your basket…',
  },
  // Ours (favourites): the heart's names, the visitor's prompt and the page's labels; the states'
  // own words are messages.favourites.
  favourites: {
    /** The heart on a dish: its name says what pressing it does. */
    add: (name: string) => `Add ${name} to favourites`,
    remove: (name: string) => `Remove ${name} from favourites`,
    intro: 'The dishes you have saved, ready to order again.',
    description: (name: string) => `The dishes you have saved at ${name}, ready to order again.`,
    signInTitle: 'Sign in to see your favourites',
    signInText: 'Tap the heart on any dish to save it here for your next order.',
    list: 'Your favourite dishes',
    /** Said while a card is being removed (it is dimmed and its buttons do nothing). */
    removing: 'Removing…',
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
