/**
 * The texts of ordering (checkout-and-account §3-§8): checkout, slots, coupons, addresses, location,
 * card payment, orders and notifications. Kept apart from `messages` (the storefront and accounts),
 * so that the storefront's first view does not carry them.
 */

import { checkoutMessages } from './checkout-messages.ts';
import type { DeliveryMode } from './constants.ts';
import { NOTIFICATION_SHORT_WORDS } from './constants.ts';
import { type ErrorCode, isErrorCode } from './error-codes.ts';
import { formatDistance } from './geo.ts';
import { formatEuro } from './money.ts';
import type { OrderStatus } from './order-constants.ts';

/** The notification list's short form: the first words, then '...' when anything was cut. */
export function shortText(text: string, words: number = NOTIFICATION_SHORT_WORDS): string {
  const allWords = text.trim().split(/\s+/).filter(Boolean);
  return allWords.length > words ? `${allWords.slice(0, words).join(' ')}...` : allWords.join(' ');
}

export const orderMessages = {
  checkout: checkoutMessages,

  slots: {
    fetchCollectionFailed: 'Failed to fetch collection time slots',
    fetchDeliveryFailed: 'Failed to fetch delivery time slots',
    fetchFailed: 'Failed to fetch time slots',
    loading: 'Loading time slots...',
    none: 'No slots available',
    closedDay: 'We are closed on this day. Please choose another date.', // not in the spec
    select: 'Select a time slot',
    // The server's refusals of `POST /tslots` and `/dslots` (the spec words none).
    dateInPast: 'Please choose today or a later date.', // not in the spec
    dateTooFar: (windowDays: number) =>
      `Orders can be scheduled up to ${windowDays} days ahead, today included. Please choose an earlier date.`, // not in the spec
  },

  customer: {
    fetchInfoFailed: 'Failed to fetch customer info',
    loadDetailsFailed: 'Failed to load customer details',
  },

  coupons: {
    fetchFailed: 'Failed to fetch coupons',
    applyFailed: 'Failed to apply coupon',
    none: 'No coupons available',
    noToken: 'Authentication token not found',
    minPurchase: (minPurchaseCents: number) => `*Min Purchase ${formatEuro(minPurchaseCents)}`,
    expired: 'Expired',
    limitReached: 'Limit Reached',
    inactive: 'Inactive',
    limitReachedOverlay: 'LIMIT REACHED',
    copied: 'Copied!', // not in the spec
    removeCoupon: 'Remove Coupon', // not in the spec
    minimumNotMet: {
      title: 'Coupon Minimum Not Met',
      message: (minPurchaseCents: number) =>
        `This coupon needs a minimum purchase of ${formatEuro(minPurchaseCents)}.`, // not in the spec
    },
    expiredDialog: {
      title: 'Coupon Expired',
      message: 'This coupon has expired.', // not in the spec
    },
    limitReachedDialog: {
      title: 'Coupon Limit Reached',
      message: 'This coupon has reached its usage limit.', // not in the spec
    },
    // Not in the spec: a coupon the server refuses for another reason (unknown, switched off, not
    // started yet); its message is the refusal's text.
    unusableDialog: {
      title: 'Coupon Not Available', // not in the spec
    },
    /** Why the server refuses a coupon, one text per reason (its code: `couponRefusalCodes`). */
    refusals: {
      not_found: 'This coupon code is not valid.', // not in the spec
      inactive: 'This coupon is not active.', // not in the spec
      expired: 'This coupon has expired.', // not in the spec
      not_started: 'This coupon cannot be used yet.', // not in the spec
      limit_reached: 'This coupon has reached its usage limit.', // not in the spec
    },
  },

  addresses: {
    loading: 'Loading addresses...',
    emptyTitle: 'No addresses found',
    emptyText: 'Add your first delivery address to get started',
    addFirst: 'Add Your First Address',
    locationVerified: 'Location verified',
    clickToViewOnMap: 'Click to view location on map',
    addNew: 'Add New Address',
    radiusInfo: (radiusKm: number) => `We deliver within a ${radiusKm}km radius of the restaurant.`, // not in the spec
    mapTitle: 'Address Location',
    noCoordinates: 'Location coordinates not available for this address',
    deleteTitle: 'Delete Address',
    deleteConfirm: 'Are you sure you want to delete this address? This action cannot be undone.',
    addTitle: 'Add New Address',
    editTitle: 'Edit Address',
    labelAs: 'Label As *',
    customLabel: 'Custom Label',
    customLabelPlaceholder: 'e.g. Gym', // not in the spec as worded: it asks for a placeholder such as Gym
    deliveryAddress: 'Delivery Address *',
    locationConfirmed: 'Location confirmed',
    house: 'House/Flat No.',
    floor: 'Floor',
    road: 'Road/Street',
    saveAddress: 'Save Address',
    updateAddress: 'Update Address',
    added: 'Address added successfully!',
    updated: 'Address updated successfully!',
    deleted: 'Address deleted successfully!', // not in the spec
    fetchFailed: 'Failed to fetch addresses',
    deleteFailed: 'Failed to delete address',
    addFailed: 'Failed to add address',
    updateFailed: 'Failed to update address',
    typeLabels: { home: 'Home', work: 'Work', other: 'Other' },
    eircode: 'Eircode', // not in the spec
    // Not in the spec: the answer to an address beyond the book's cap, and to another's address.
    bookFull: (max: number) => `You can keep up to ${max} addresses. Please delete one to add another.`,
    notFound: 'Address not found',
    // Not in the spec: why an order to a point on the map alone is refused (issue 29).
    directionsRequired: 'The delivery address needs a house/flat no., a road or an Eircode.',
    // Not in the spec: the page's own words around the spec's (names of controls, the map's details).
    list: 'Saved addresses', // not in the spec
    showMore: 'Show more addresses', // not in the spec
    editAddress: (label: string) => `Edit ${label} address`, // not in the spec
    deleteAddress: (label: string) => `Delete ${label} address`, // not in the spec
    inDeliveryArea: (distanceKm: number) => `We deliver here (${formatDistance(distanceKm)}km away)`, // not in the spec
    outsideDeliveryArea: 'Outside delivery area', // not in the spec
    chooseOnMap: 'Choose the location on the map', // not in the spec
    openInOpenStreetMap: 'Open in OpenStreetMap', // not in the spec
    details: {
      type: 'Type', // not in the spec
      address: 'Address', // not in the spec
      contactName: 'Contact name', // not in the spec
      phone: 'Phone', // not in the spec
      coordinates: 'Coordinates', // not in the spec
    },
  },

  notifications: {
    heading: (count: number) => `Notifications (${count})`,
    today: 'Today',
    loading: 'Loading notifications...',
    tryAgain: 'Try again',
    none: 'No notifications found',
    detailsTitle: 'Notification Details',
    seeMore: 'See More',
    showLessDetails: 'Show Less',
    viewAll: (hiddenCount: number) => `View all (${hiddenCount} more)`,
    showLess: 'Show less',
    fetchFailed: 'Failed to fetch notifications',
    back: 'Back', // not in the spec: the details' back button has no words there
    unread: 'New', // not in the spec: an unread notification's mark (issue 15)
  },

  orders: {
    placed: 'Order placed successfully!', // not in the spec: the server's answer to a placed order
    myOrders: 'My Orders',
    orderAgain: 'Order again',
    fetchFailed: 'Failed to fetch orders',
    fetchRunningFailed: 'Failed to fetch running orders',
    // Not in the spec (issue 15): the orders screen and an order's page.
    running: 'In progress', // not in the spec
    history: 'Past orders', // not in the spec
    loading: 'Loading orders...', // not in the spec
    none: 'No orders yet. Your orders will show here once you place one.', // not in the spec
    browseMenu: 'Browse the menu', // not in the spec
    showMore: 'Show more orders', // not in the spec
    tryAgain: 'Try again', // not in the spec
    itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`), // not in the spec
    orderTitle: (reference: string) => `Order #${reference}`, // not in the spec
    viewOrder: 'View order', // not in the spec
    backToOrders: 'My Orders', // not in the spec
    orderLoading: 'Loading your order...', // not in the spec
    orderFetchFailed: 'Failed to fetch the order', // not in the spec
    orderNotFound: 'This order was not found in your account.', // not in the spec
    placedAt: (when: string) => `Placed ${when}`, // not in the spec
    collectionAt: (when: string) => `Collection ${when}`, // not in the spec
    deliveryAt: (when: string) => `Delivery ${when}`, // not in the spec
    readyAbout: (time: string) => `Ready at about ${time}`, // not in the spec
    items: 'Items', // not in the spec
    allergens: (names: string) => `Allergens: ${names}`, // not in the spec
    /** One line's allergens as sold, its options' with the dish's (issue 31) */
    lineContains: (names: string) => `Contains: ${names}`, // not in the spec
    products: 'Products',
    deliveryFee: 'Delivery Fee',
    discount: 'Discount', // not in the spec
    total: 'Total',
    vatIncluded: (amount: string) => `Includes VAT of ${amount}`, // not in the spec
    contact: 'Contact', // not in the spec
    progress: 'Progress', // not in the spec
    live: 'This page updates by itself as the restaurant moves your order along.', // not in the spec
    cancelReason: (reason: string) => `Reason: ${reason}`, // not in the spec
    cancel: 'Cancel order', // not in the spec
    cancelUntil: (time: string) => `You can cancel until ${time}, while the restaurant has not accepted it.`, // not in the spec
    cancelQuestion: 'Cancel this order?', // not in the spec
    cancelCardRefund: 'Your card payment will be refunded in full.', // not in the spec
    cancelConfirm: 'Yes, cancel it', // not in the spec
    keepOrder: 'Keep my order', // not in the spec
    canceled: 'Your order has been cancelled.', // not in the spec
    reordering: 'Adding to your basket...', // not in the spec
    reordered: "Added to your basket at today's prices.", // not in the spec
    reorderUnavailable: (names: string) => `No longer available: ${names}.`, // not in the spec
    reorderNothing: 'None of these dishes can be ordered now.', // not in the spec
    notificationOrderLink: 'See the order', // not in the spec
    unreadCount: (count: number) => `${count} unread`, // not in the spec
  },

  location: {
    selectTitle: 'Select Delivery Location',
    updateTitle: 'Update Location',
    previousTab: 'Previous',
    currentTab: 'Current Location',
    searchTab: 'Search Address',
    notSupported: 'Geolocation is not supported by this browser.',
    unableToGetLocation: 'Unable to get your location. ',
    permissionDenied: 'Location access denied by user.',
    positionUnavailable: 'Location information is unavailable.',
    timeout: 'Location request timed out.',
    unknownError: 'An unknown error occurred.',
    noAddressForLocation: 'Unable to get address for your location.',
    addressLookupFailed: 'Failed to get your address.',
    mapsNotLoaded: 'Google Maps not loaded yet. Please try again.',
    deliveryAvailableTitle: '✅ Delivery Available!',
    deliveryAvailable: (distanceKm: number) =>
      `Great! You're ${formatDistance(distanceKm)}km away from our restaurant. We deliver to your area.`,
    outsideAreaTitle: '❌ Outside Delivery Area',
    outsideArea: (distanceKm: number, radiusKm: number) =>
      `Sorry, you're ${formatDistance(distanceKm)}km away from our restaurant. We only deliver within ${radiusKm}km radius.`,
    savedAddressOutside: (radiusKm: number) => `Outside delivery area (max ${radiusKm}km)`,
    selectWithinArea: 'Select a location within delivery area',
    // Not in the spec: the picker's own labels, states and the map's texts.
    confirmLocation: 'Confirm Location', // not in the spec
    tabsLabel: 'How to find your location', // not in the spec
    locating: 'Getting your location...', // not in the spec
    useCurrentLocation: 'Use my current location', // not in the spec
    findingAddress: 'Finding the address...', // not in the spec
    searchLabel: 'Search for your address or Eircode', // not in the spec
    searchPlaceholder: 'e.g. Main Street, Cashel', // not in the spec
    searchHint: (minLength: number) => `Type at least ${minLength} letters to search.`, // not in the spec
    searching: 'Searching...', // not in the spec
    noPlacesFound: 'No places found', // not in the spec
    searchFailed: 'Failed to search for places. Please try again.', // not in the spec
    searchResultsLabel: 'Places found', // not in the spec
    savedAddressesLabel: 'Your saved addresses', // not in the spec
    distanceAway: (distanceKm: number) => `${formatDistance(distanceKm)}km away`, // not in the spec
    mapLabel: 'Map of the selected location', // not in the spec
    loadingMap: 'Loading map...', // not in the spec
  },

  card: {
    stripeNotLoaded: 'Stripe is not loaded yet. Please try again.',
    formNotReady: 'Card form is not ready. Please try again.',
    invalidPaymentIntent: 'Invalid PaymentIntent response from server',
    insufficientFunds: 'Your card has insufficient funds. Please try a different payment method.',
    declined: 'Your card was declined. Please try a different payment method or contact your bank.',
    expired: 'Your card has expired. Please use a different card.',
    incorrectCvc: "Your card's security code (CVC) is incorrect. Please check and try again.",
    incorrectNumber: 'Your card number is incorrect. Please check and try again.',
    processingError: 'Your card could not be processed. Please try again or use a different card.',
    processingFailed: 'Payment processing failed. Please try again or contact support.',
    unknownError: 'An unknown error occurred.',
    paymentFailed: 'Payment failed. Please try again.',
    apiCallFailed: 'API call failed',
    setupError: 'Setup Error',
    customerNameRequired: 'Customer name is required. Please update your details.',
    customerPhoneRequired: 'Customer phone number is required. Please update your details.',
    notTaken: 'Card payments are not taken at the moment. Please pay in cash.', // not in the spec
    // The card form (ours: the spec's is the provider's own)
    dialogTitle: 'Card Payment', // not in the spec
    amountToPay: (amount: string) => `Amount to pay: ${amount}`, // not in the spec
    cardNumber: 'Card number', // not in the spec
    expiry: 'Expiry date (MM/YY)', // not in the spec
    cvc: 'CVC', // not in the spec
    country: 'Country', // not in the spec
    postalCode: 'Postal code', // not in the spec
    pay: (amount: string) => `Pay ${amount}`, // not in the spec
    paying: 'Processing payment...', // not in the spec
    loadingForm: 'Loading the card form...', // not in the spec
    /** The simulated gateway only: development and tests */
    testCardsHint: 'Test payments: card 4242 4242 4242 4242, any future date, any CVC.', // not in the spec
    fieldRequired: 'Please fill this in.', // not in the spec
    expiryFormat: 'Please enter the expiry date as MM / YY.', // not in the spec
    authenticationTitle: 'Confirm your payment', // not in the spec
    authenticationMessage: (amount: string) => `Your bank asks you to confirm this payment of ${amount}.`, // not in the spec
    authenticationApprove: 'Confirm payment', // not in the spec
    authenticationRefuse: 'Cancel payment', // not in the spec
    enterCardDetails: 'Enter Card Details',
    completeDetailsFirst: 'Complete Details First',
    paymentSuccessful: 'Payment Successful!',
    notCompleted: 'Payment was not completed. Please try again.',
  },

  /** Ours (issue 52): a wallet's payment from the checkout's express button. */
  wallet: {
    region: 'Express checkout',
    amountChanged: (amount: string) => `The total is now ${amount}. Please check your order and pay again.`,
    /** The simulated gateway's wallet: development and tests */
    testButton: 'Pay with Test Wallet',
    sheetTitle: 'Test Wallet',
    payTo: (restaurant: string, amount: string) => `Pay ${restaurant} ${amount}`,
    testHint: 'A stand-in for Apple Pay and Google Pay: no money moves.',
    cardInWallet: 'Card in the wallet',
    /** Stripe's test cards the test wallet holds, by number: one that pays, two that are refused */
    testCards: {
      '4242424242424242': 'Visa •••• 4242',
      '4000000000000002': 'Visa •••• 0002 (declined)',
      '4000000000009995': 'Visa •••• 9995 (insufficient funds)',
    },
    cancel: 'Cancel',
  },

  orderStatus: {
    pending: 'Pending', // not in the spec
    confirmed: 'Confirmed', // not in the spec
    processing: 'Preparing', // not in the spec
    handoverDelivery: 'Out for delivery', // DECISIONS.md
    handoverCollection: 'Ready for collection', // DECISIONS.md
    delivered: 'Delivered', // not in the spec
    collected: 'Collected', // DECISIONS.md
    canceled: 'Cancelled', // not in the spec
    failed: 'Failed', // not in the spec
    refunded: 'Refunded', // not in the spec
  },
} as const;

const ORDER_FAILED_DETAILS: Partial<Record<ErrorCode, string>> = {
  distance: 'Delivery distance is required.',
  address: 'Delivery address is required.',
  longitude: 'Location coordinates are required.',
  latitude: 'Location coordinates are required.',
  contact_person_name: 'Contact person name is required.',
  contact_person_number: 'Contact person number is required.',
  empty_order: 'Some items in your cart are no longer available.',
  insufficient_stock: 'Some items have insufficient stock.',
  restaurant_closed: 'Restaurant is currently closed.',
  delivery_unavailable: 'Delivery is not available to your location.',
  payment_failed: 'Payment processing failed.',
  invalid_coupon: 'The coupon code is invalid or expired.',
  minimum_order: 'Order does not meet minimum amount requirement.',
  // Codes DECISIONS.md adds; the spec's catch-all would hide what the customer can fix.
  price_changed: 'Prices have changed. Please review your order.', // not in the spec
  slot_unavailable: 'The chosen time slot is no longer available.', // not in the spec
};

const ORDER_FAILED_FALLBACK = 'An error occurred with your order.';

/** The detail line of the Order Failed dialog for an error code (checkout-and-account §8). */
export function orderFailedDetail(code: string | null | undefined): string {
  return isErrorCode(code) ? (ORDER_FAILED_DETAILS[code] ?? ORDER_FAILED_FALLBACK) : ORDER_FAILED_FALLBACK;
}

/** Stripe's error and decline codes mapped to the spec's card messages. */
const CARD_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  insufficient_funds: orderMessages.card.insufficientFunds,
  card_declined: orderMessages.card.declined,
  generic_decline: orderMessages.card.declined,
  expired_card: orderMessages.card.expired,
  incorrect_cvc: orderMessages.card.incorrectCvc,
  invalid_cvc: orderMessages.card.incorrectCvc,
  incorrect_number: orderMessages.card.incorrectNumber,
  invalid_number: orderMessages.card.incorrectNumber,
  processing_error: orderMessages.card.processingError,
};

/**
 * A declined card's text. The decline code is looked at first because Stripe reports
 * insufficient funds as `card_declined` with decline code `insufficient_funds`.
 */
export function cardErrorMessage(code?: string | null, declineCode?: string | null): string {
  return (
    (declineCode ? CARD_ERROR_MESSAGES[declineCode] : undefined) ??
    (code ? CARD_ERROR_MESSAGES[code] : undefined) ??
    orderMessages.card.paymentFailed
  );
}

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timed out. */
export function locationErrorMessage(code: number): string {
  const reasons: Readonly<Record<number, string>> = {
    1: orderMessages.location.permissionDenied,
    2: orderMessages.location.positionUnavailable,
    3: orderMessages.location.timeout,
  };
  return `${orderMessages.location.unableToGetLocation}${reasons[code] ?? orderMessages.location.unknownError}`;
}

/** The label of an order status, which for the hand-over step depends on the fulfilment. */
export function orderStatusLabel(status: OrderStatus, deliveryMode: DeliveryMode): string {
  const labels = orderMessages.orderStatus;
  switch (status) {
    case 'handover':
      return deliveryMode === 'delivery' ? labels.handoverDelivery : labels.handoverCollection;
    case 'delivered':
      return deliveryMode === 'delivery' ? labels.delivered : labels.collected;
    default:
      return labels[status];
  }
}
