const MINUTE_MS = 60_000;

export type RateLimit = { max: number; timeWindow: number };

/**
 * Every call that writes something or reveals something about an account, with how many times one
 * client address may make it in a window; the 429 answer says how long to wait. Enough for a person
 * who mistypes or clicks quickly, too few for a script. A new call of that kind joins this table
 * (app.test.ts walks the routes and fails for one that writes without a limit).
 */
export const RATE_LIMITS = {
  register: { max: 5, timeWindow: 10 * MINUTE_MS },
  login: { max: 10, timeWindow: MINUTE_MS },
  logout: { max: 30, timeWindow: MINUTE_MS },
  forgotPassword: { max: 5, timeWindow: 15 * MINUTE_MS },
  verifyCode: { max: 10, timeWindow: 15 * MINUTE_MS },
  resetPassword: { max: 10, timeWindow: 15 * MINUTE_MS },
  deleteAccount: { max: 5, timeWindow: 15 * MINUTE_MS },
  // A link's token is 256 random bits: the limit only spares the database.
  confirmEmail: { max: 10, timeWindow: 15 * MINUTE_MS },
  // The service allows one a minute and 5 a day per account; this bounds an address's accounts.
  resendConfirmation: { max: 5, timeWindow: 15 * MINUTE_MS },
  customerInfo: { max: 120, timeWindow: MINUTE_MS },
  // A taken phone number answers 409: the limit keeps it from being a look-up service.
  updateProfile: { max: 10, timeWindow: 15 * MINUTE_MS },
  changePassword: { max: 5, timeWindow: 15 * MINUTE_MS },
  // A copy of everything the account holds: a person downloads it once or twice.
  dataExport: { max: 10, timeWindow: 15 * MINUTE_MS },
  favouritesList: { max: 120, timeWindow: MINUTE_MS },
  favouritesChange: { max: 60, timeWindow: MINUTE_MS },
  preorder: { max: 5, timeWindow: 15 * MINUTE_MS },
  addressList: { max: 120, timeWindow: MINUTE_MS },
  addressChange: { max: 30, timeWindow: MINUTE_MS },
  // A page visited is one call: more than anyone clicks in a minute. Unknown paths are not stored.
  pageView: { max: 120, timeWindow: MINUTE_MS },
  // Ratings (issue 51): an order is rated once; the storefront's line is one cheap read per visit.
  rateOrder: { max: 10, timeWindow: MINUTE_MS },
  ratingSummary: { max: 120, timeWindow: MINUTE_MS },
  // Each search may reach a paid or rate-limited provider (Nominatim: one a second for the whole
  // site); typing is debounced 500 ms, so a person makes far fewer than one a second.
  placeSearch: { max: 60, timeWindow: MINUTE_MS },
  reverseGeocode: { max: 60, timeWindow: MINUTE_MS },
  // Configuration read once per map shown: generous, but not unlimited.
  mapConfig: { max: 300, timeWindow: MINUTE_MS },
  // The checkout asks on opening, on each change of date or mode, every 3 minutes and before
  // placing: a few a minute, with room for several tabs.
  timeSlots: { max: 60, timeWindow: MINUTE_MS },
  couponList: { max: 60, timeWindow: MINUTE_MS },
  // Each try tells whether a code exists: enough for a person who mistypes, too few to guess codes.
  couponApply: { max: 10, timeWindow: MINUTE_MS },
  // Placing an order: a retry with the same Idempotency-Key counts too; nobody orders 20 times a minute.
  orderPlace: { max: 20, timeWindow: MINUTE_MS },
  // A text costs money (SMS-pumping): the service also counts per number, customer and address a day.
  phoneCodeSend: { max: 5, timeWindow: 15 * MINUTE_MS },
  // Five wrong tries spend a code; this bounds the tries across codes.
  phoneCodeVerify: { max: 20, timeWindow: 15 * MINUTE_MS },
  // The checkout asks for a quote as the basket or a choice changes.
  orderQuote: { max: 120, timeWindow: MINUTE_MS },
  orderList: { max: 120, timeWindow: MINUTE_MS },
  orderCancel: { max: 10, timeWindow: MINUTE_MS },
  notificationsList: { max: 120, timeWindow: MINUTE_MS },
  notificationsRead: { max: 120, timeWindow: MINUTE_MS },
  // A browser subscribing to push, or asking whether it is (decision 053): a few per visit.
  pushChange: { max: 30, timeWindow: MINUTE_MS },
  // A card payment asked for, a card tried, a 3-D Secure answer: a few per order, and a few cards.
  cardPayment: { max: 20, timeWindow: MINUTE_MS },
  // The staff side: sign-in as strict as a customer's; a busy pass clicks often, so its changes
  // and reads are generous.
  staffLogin: { max: 10, timeWindow: MINUTE_MS },
  staffRead: { max: 600, timeWindow: MINUTE_MS },
  staffChange: { max: 300, timeWindow: MINUTE_MS },
  // Kitchen printers poll every 5-10 s, and fetch and confirm each ticket; a restaurant's printers
  // share its one address. Each request is refused without the printer's secret.
  cloudPrnt: { max: 300, timeWindow: MINUTE_MS },
} as const satisfies Record<string, RateLimit>;
