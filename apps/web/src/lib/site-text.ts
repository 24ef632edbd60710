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
    // Ours (menu): the category bar, the dish cards and the dish modal.
    categoriesNavigation: 'Menu categories',
    scrollCategoriesLeft: 'Scroll categories left',
    scrollCategoriesRight: 'Scroll categories right',
    /** The price an option adds, e.g. '+€2.00'. */
    optionPrice: (price: string) => `+${price}`,
    /** A limited option with none left (DECISIONS.md: orders never take stock below 0). */
    soldOut: 'Sold out',
    /** The visible counter under the note, e.g. '12/200'. */
    noteCounter: (length: number, max: number) => `${length}/${max}`,
    noteCounterLabel: (length: number, max: number) => `${length} of ${max} characters used`,
    notePlaceholder: 'e.g. no coriander, sauce on the side',
    quantity: 'Quantity',
    /** Beside the quantity once it reaches the stock of a limited option (the server checks again at checkout). */
    stockLimit: (stock: number) => `We have only ${stock} left, so ${stock} is the most you can add.`,
    decreaseQuantity: 'Decrease quantity',
    increaseQuantity: 'Increase quantity',
    loadingDetails: 'Loading options…',
    /** Said while the card checks whether the dish has options to choose. */
    noAllergens: 'None declared. Ask us if you are unsure.',
  },
  // Ours (basket): headings, labels for assistive technology, and the line details.
  basket: {
    heading: 'Your Basket',
    fulfilment: 'Delivery or collection',
    openBasket: (count: number) => `Open basket, ${count} ${count === 1 ? 'item' : 'items'}`,
    closeBasket: 'Close basket',
    loading: 'Loading your basket…',
    items: 'Items in your basket',
    /** The price of one portion, shown when a line holds more than one. */
    each: (price: string) => `${price} each`,
    quantityOf: (name: string) => `Quantity of ${name}`,
    decrease: (name: string) => `Remove one ${name}`,
    increase: (name: string) => `Add one more ${name}`,
    remove: (name: string) => `Remove ${name} from basket`,
    note: 'Note:',
    /** Over the total while lines are hidden under it (a cue for the eye; the list itself is complete). */
    moreBelow: 'Scroll for more',
    /** The basket shows no fees (visitor-side §4); the server prices the order at checkout. */
    feesAtCheckout: 'Any delivery fee is worked out at checkout.',
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
