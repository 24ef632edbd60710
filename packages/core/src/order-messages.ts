/**
 * The texts of ordering (checkout-and-account §3-§8): checkout, slots, coupons, addresses, location,
 * card payment, orders and notifications. Kept apart from `messages` (the storefront and accounts),
 * so that the storefront's first view does not carry them.
 */
import type { DeliveryMode } from './constants.ts';
import { NOTIFICATION_SHORT_WORDS } from './constants.ts';
import { type ErrorCode, isErrorCode } from './error-codes.ts';
import { roundKm } from './geo.ts';
import { messages } from './messages.ts';
import { formatEuro } from './money.ts';
import type { OrderStatus } from './order-constants.ts';

/** The notification list's short form: the first words, then '...' when anything was cut. */
export function shortText(text: string, words: number = NOTIFICATION_SHORT_WORDS): string {
  const allWords = text.trim().split(/\s+/).filter(Boolean);
  return allWords.length > words ? `${allWords.slice(0, words).join(' ')}...` : allWords.join(' ');
}

/** A large order is the restaurant's to take on the phone: its number when the settings have one. */
function callForLargeOrder(phone: string | null): string {
  return phone ? `For a larger order, please call us on ${phone}.` : 'For a larger order, please call us.';
}

/** Distances are always shown with two decimals, e.g. '3.40km'. */
function formatDistance(distanceKm: number): string {
  return roundKm(distanceKm).toFixed(2);
}

export const orderMessages = {
  checkout: {
    heading: 'Checkout',
    /** The page's search-result snippet. */
    metaDescription: (restaurantName: string) =>
      `Check out your order from ${restaurantName}: collection or delivery, a time, and cash or card.`, // not in the spec
    loading: 'Loading Checkout...',
    addYourDetails: 'Add Your Details',
    phoneNumberRequired: 'Phone Number Required',
    orderNotesAdded: 'Order Notes Added',
    addOrderNotes: 'Add Order Notes',
    // The spec says the wording warns against allergy details without quoting it.
    orderNotesHint:
      'Please do not put allergy information here. If you have an allergy, call the restaurant before you order.', // not in the spec
    couponsAndOffers: 'Coupon & Offers',
    cardPayment: 'Card Payment',
    cashPayment: 'Cash Payment',
    orderDetails: 'Order Details',
    dayAndTime: 'Day & Time',
    paymentMethod: 'Payment Method',
    deliveryAddress: 'Delivery Address',
    // The page's own words around the spec's.
    deliveryModeLabel: 'Collection or delivery', // not in the spec
    chooseTime: 'Choose a day and time', // not in the spec
    chooseAddress: 'Choose a delivery address', // not in the spec
    contactLabel: 'Contact', // not in the spec
    notesLabel: 'Order notes', // not in the spec
    addCoupon: 'Apply a coupon', // not in the spec
    couponApplied: (code: string) => `Coupon ${code} applied`, // not in the spec
    estimatedTime: (mode: DeliveryMode, fromMinutes: number, toMinutes: number) =>
      `Estimated ${mode === 'delivery' ? 'delivery' : 'collection'} time: ${fromMinutes}-${toMinutes} min`, // not in the spec
    scheduledFor: (mode: DeliveryMode, when: string) =>
      `${mode === 'delivery' ? 'Delivery' : 'Collection'}: ${when}`, // not in the spec
    noTimeChosen: 'No time chosen yet', // not in the spec
    showItems: (count: number) => `Show items (${count})`, // not in the spec
    hideItems: 'Hide items', // not in the spec
    itemNote: (note: string) => `Note: ${note}`, // not in the spec
    lineAllergens: (names: readonly string[]) => `Allergens: ${names.join(', ')}`, // not in the spec
    loadingSummary: 'Calculating your order...', // not in the spec
    summaryFailed: 'Failed to calculate your order', // not in the spec
    dismissError: 'Dismiss error', // not in the spec
    // Issue 29: a basket line the restaurant no longer sells, named; counted out of the order.
    noLongerAvailable: messages.basket.noLongerAvailable,
    unavailableLine: (name: string, option: string | null) =>
      `${option === null ? name : `${name} (${option})`} is no longer available.`, // not in the spec
    removeLine: (name: string) => `Remove ${name} from your order`, // not in the spec
    remove: 'Remove', // not in the spec
    /** A line whose dish the restaurant's menu no longer holds at all (deleted), named so. */
    unknownDish: 'A dish in your basket', // not in the spec
    termsBefore: 'By placing your order you agree to our ', // not in the spec
    termsLink: 'Terms & Conditions',
    termsAfter: '.', // not in the spec
    details: {
      title: 'Your Details',
      name: 'Full Name', // not in the spec
      email: 'Email', // not in the spec
      phone: 'Phone', // not in the spec
      edit: 'Edit', // not in the spec
      forThisOrder: 'These details are used for this order only; your profile is unchanged.', // not in the spec
    },
    addressChoice: {
      title: 'Delivery Address', // not in the spec
      none: 'You have no saved addresses yet.', // not in the spec
      addNew: 'Add a new address', // not in the spec
      saving: 'Saving the address...', // not in the spec
      use: 'Use this address', // not in the spec
      needsDirections: 'Needs a house/flat no., a road or an Eircode: edit it in My Addresses', // not in the spec
    },
    timeDialog: {
      collectionTitle: 'Pickup Time', // not in the spec
      deliveryTitle: 'Delivery Time', // not in the spec
      date: 'Date', // not in the spec
      slots: 'Time', // not in the spec
    },
    notesDialog: {
      title: 'Order Notes', // not in the spec
      label: 'Notes for the restaurant (optional)', // not in the spec
    },
    couponDialog: {
      code: 'Coupon code', // not in the spec
      apply: 'Apply', // not in the spec
      applying: 'Applying...', // not in the spec
      copy: 'Copy', // not in the spec
      available: 'Available coupons', // not in the spec
      loading: 'Loading coupons...', // not in the spec
      percentOff: (percent: string) => `${percent}% off`, // not in the spec
      amountOff: (amount: string) => `${amount} off`, // not in the spec
      validUntil: (date: string) => `Valid until ${date}`, // not in the spec
    },
    orderSummary: 'Order Summary',
    products: 'Products',
    deliveryFee: 'Delivery Fee',
    total: 'Total',
    youSaved: 'You saved',
    addMoreItems: 'Add more Items',
    placeOrder: 'Place Order',
    validateAndPay: 'Validate & Pay with Card',
    processingOrder: 'Processing Order...',
    cartIsEmpty: 'Cart is Empty',
    placingOrder: 'Placing Your Order...',
    orderPlaced: (orderReference: string | number) => `Order #${orderReference} placed successfully!`,
    continueToHome: 'Continue to Home',
    confirm: {
      title: 'Confirm Action',
      placeOrder: 'Place Order',
      reviewOrder: 'Review Order',
      cashOnDelivery: 'You pay in cash on delivery.', // not in the spec
      cashOnCollection: 'You pay in cash on collection.', // not in the spec
      // "Confirmed" is the status after the 2-minute pending window of DECISIONS.md.
      noCancelOnceConfirmed: 'Orders cannot be cancelled once confirmed.', // not in the spec
      // Not in the spec: the names of the summary's rows (the spec lists what it shows, not how).
      items: 'Items', // not in the spec
      itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`), // not in the spec
      total: 'Total', // not in the spec
      orderType: 'Order type', // not in the spec
      time: 'Time', // not in the spec
      address: 'Delivery address', // not in the spec
      payment: 'Payment', // not in the spec
      // Distance selling must give the allergen information before the purchase (issue 12).
      allergens: 'Allergens in your order', // not in the spec
      noAllergens: 'No allergens are declared for the dishes in your order.', // not in the spec
      allergyAdvice: 'If you have an allergy, please call the restaurant before you order.', // not in the spec
      // Issue 31: the restaurant's own "may contain" statement, under the order's allergens.
      allergenStatement: (statement: string) => `Please note: ${statement}`, // not in the spec
      pricesChanged: 'Prices have changed since you opened checkout. Please check the new total.', // not in the spec
    },
    errorDialogTitle: 'Oops! Something went wrong',
    orderFailed: {
      title: 'Order Failed',
      intro: "We couldn't process your order at this time.",
    },
    missingInformation: {
      title: 'Missing Information', // not in the spec
      name: 'Your name',
      phone: 'Your phone number',
      time: 'Pickup/delivery time',
      deliveryAddress: 'Delivery address',
      later: 'Later',
      completeNow: 'Complete Now',
    },
    minimumOrder: {
      title: 'Order Minimum Amount',
      addMoreItems: 'Add More Items',
    },
    minimumOrderDialog: (currentCents: number, minimumCents: number) =>
      `Order cannot be less than ${formatEuro(minimumCents)}. Your current items total is ${formatEuro(currentCents)}.`,
    // An order beyond the restaurant's bounds (issue 30); not in the spec.
    tooManyPortions: (maxPortions: number, phone: string | null) =>
      `We take at most ${maxPortions} portions in one online order. ${callForLargeOrder(phone)}`,
    totalTooLarge: (maxTotalCents: number, phone: string | null) =>
      `We take online orders of up to ${formatEuro(maxTotalCents)}. ${callForLargeOrder(phone)}`,
    addToReachMinimum: (differenceCents: number) =>
      `Add ${formatEuro(differenceCents)} more to place your order.`, // not in the spec
    // Dialogs the spec writes 'Title - text' are split into title and message.
    cartEmptyDialog: {
      title: 'Cart is Empty',
      message: 'Please add some items to your cart before placing an order.',
    },
    /** Issue 47: the delivery fee before an address is chosen (the distance makes it). */
    deliveryFeeWithAddress: 'Worked out from your address', // not in the spec
    /** Issue 47: the time chosen, taken away by busy mode's later first slot. */
    busyTimeGone: (time: string) =>
      `The kitchen is busy, so ${time} is no longer offered: please choose a later time.`, // not in the spec
    /** Issue 47: Place Order while online ordering is paused; the pause's own words under it. */
    orderingPausedTitle: 'Online Ordering Paused', // not in the spec
    timeSlotUnavailable: {
      title: 'Time Slot No Longer Available',
      message: 'The time you chose is no longer available. Please choose another time.', // not in the spec
    },
    pastTime: {
      title: 'Cannot Order in Past Time',
      message: 'The time you chose has already passed. Please choose a later time.', // not in the spec
    },
    chooseAnotherTime: 'Choose Another Time', // not in the spec: the time dialogs' action
    unableToValidateTime: {
      title: 'Unable to Validate Time Slot',
      message: 'We could not check your time slot. Please try again.', // not in the spec
    },
    missingDeliveryAddress: {
      title: 'Missing Delivery Address',
      message: 'Please choose a delivery address.', // not in the spec
    },
    missingContact: {
      title: 'Missing Contact Information',
      message: 'Please add your name and phone number.', // not in the spec
    },
    // DECISIONS.md: the server settles a paid order it could not place, never "contact support";
    // by the time this shows it has refunded the payment, and the text says so.
    paidButOrderFailed: {
      title: 'Payment Successful, Order Failed',
      message: 'Your payment was processed successfully, but there was an error placing your order.',
      refunded: (refundDays: string) =>
        `We have refunded the whole amount to your card; it reaches your account within ${refundDays}. We have e-mailed you the details.`, // not in the spec
    },
    validationError: {
      title: 'Validation Error',
      message: 'There was an error validating your order details. Please try again.',
    },
    placement: {
      noToken: 'Authentication token not found. Please login again.',
      sessionExpired: messages.common.sessionExpired,
      invalidItems: 'Cart contains invalid items. Please refresh the page and try again.',
      network: messages.common.network,
      unexpected: 'An unexpected error occurred',
      itemsUnavailable: 'Items in cart are not available',
      unknownError: 'Unknown error',
      failed: 'Order placement failed',
      checkConnection: 'Please check your internet connection and try again.',
    },
  },

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
