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
  // Ours (storefront): the award section; the claims themselves are visitor-side §1's.
  award: {
    heading: 'Awards',
    intro: 'Cooking that Cashel keeps coming back for, and that other chefs have noticed.',
    topRestaurant: {
      title: 'Top Restaurant',
      text: 'Recognised as a top restaurant in the area every year since 2019.',
    },
    experience: {
      value: '20+',
      title: 'Years of Experience',
      text: 'Our chefs bring more than twenty years at the tandoor and the stove.',
    },
    chefAward: {
      title: "Chefs' Platform Award",
      text: "Awarded by a chefs' platform for honest, regional Indian cooking.",
      badgeAlt: "Chefs' Platform Award badge: Award Winner, Top Chef Pick",
    },
  },
  // Ours (storefront): the testimonials section and its slider.
  testimonials: {
    heading: 'What Our Customers Say',
    intro: 'Reviews from customers in Cashel and the towns around it.',
    rating: (rating: number, outOf: number) => `Rated ${rating} out of ${outOf}`,
    carousel: 'Customer reviews',
    slide: (position: number, count: number) => `${position} of ${count}`,
    dots: 'Choose a review',
    showSlide: (position: number, count: number) => `Show review ${position} of ${count}`,
    pause: 'Pause reviews',
    play: 'Play reviews',
  },
  // Ours (storefront): the pre-order form's labels and help texts; its states are messages.preorder.
  preorder: {
    heading: 'Reserve a Table',
    intro:
      'Planning a family meal or a night out? Tell us when you are coming and how many you are, and we will call you to confirm your table.',
    formLabel: 'Table request',
    required: 'All fields are required except the message.',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    phoneHint: 'We call this number to confirm your table, e.g. 087 123 4567.',
    date: 'Date',
    time: 'Time',
    timePlaceholder: 'Select a time',
    seats: 'Seats',
    seatsHint: (min: number, max: number) => `For ${min} to ${max} people.`,
    message: 'Message (optional)',
    messagePlaceholder: 'A high chair, a birthday, an allergy: anything we should know.',
    /** The sign on the drawn table beside the form (decorative). */
    tableSign: 'Reserved',
  },
  // Ours (storefront): the contact page (/contact-us, labelled Help in the header).
  contact: {
    heading: 'Contact Us',
    intro:
      'Questions about an order, an allergy or a booking? Call us, write to us, or send a table request below.',
    detailsHeading: 'Get in touch',
    callUs: 'Call us',
    emailUs: 'Email us',
    findUs: 'Find us',
    directions: 'Get directions',
    mapLink: 'Open in Google Maps',
    mapText: 'See where we are and plan your route.',
    unavailable: 'Our contact details could not be loaded. Please try again later.',
    description: (name: string, town: string) =>
      `Call, e-mail or find ${name} in ${town}, and send a table request online.`,
  },
  // Ours (storefront): the information and policy pages.
  pages: {
    loading: 'Loading page…',
    failed: 'This page could not be loaded. Please check your connection and try again.',
  },
  // Ours (storefront): the award and reservation placeholders (their headings are the spec's).
  comingSoon: {
    awardText: 'Our awards are on the home page for now.',
    reservationText: 'Until then, you can send us a table request from our contact page.',
    reservationLink: 'Send a table request',
  },
  /** Ours: said after the name of a link that opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
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
