/**
 * Every text a customer reads, with the specification's exact wording. Texts the specification
 * describes without quoting are marked "not in the spec" and are ours (recorded in the decision
 * record); everything else must stay character for character as the spec writes it.
 */

import type { DeliveryMode, OrderStatus } from './constants.ts';
import {
  BASKET_BADGE_MAX,
  DELIVERY_RADIUS_KM,
  EMAIL_MAX_LENGTH,
  MIN_ORDER_BADGE,
  MIN_TIME_BADGE,
  MINIMUM_ORDER_CENTS,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  NOTIFICATION_SHORT_WORDS,
  PASSWORD_MAX_LENGTH,
  PREORDER_MAX_DAYS_AHEAD,
  PREORDER_MESSAGE_MAX_LENGTH,
  PREORDER_SEATS_MAX,
  PREORDER_SEATS_MIN,
} from './constants.ts';
import { roundKm } from './geo.ts';
import { formatEuro } from './money.ts';

/** '45 seconds', '1 minute', '15 minutes', '3 hours': a wait rounded up to its largest unit. */
export function waitText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** DECISIONS.md: the named codes of the error shape; any other `code` is a field name. */
export const ERROR_CODES = [
  'otp',
  'invalid',
  'empty_order',
  'insufficient_stock',
  'restaurant_closed',
  'delivery_unavailable',
  'payment_failed',
  'invalid_coupon',
  'minimum_order',
  'distance',
  'address',
  'longitude',
  'latitude',
  'contact_person_name',
  'contact_person_number',
  'price_changed',
  'slot_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}

/**
 * Which invalid-address message a form shows. With no domain restriction every form but login
 * says 'Please enter a valid email address'; the provider-specific texts only make sense when
 * a restaurant has set `allowedEmailDomains` (DECISIONS.md).
 */
export const emailMessages = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
  tooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`, // not in the spec
  login: 'Please enter a valid email or phone number',
  register: 'Please enter a valid email address',
  deleteAccount: 'Please enter a valid email address',
  reset: (provider: string) => `Please enter a valid ${provider} address`,
  preorder: (provider: string, exampleEmail: string) =>
    `Please enter a valid ${provider} address (e.g., ${exampleEmail})`,
} as const;

/** 'Please wait 42 Seconds' from the server, or null when the message carries no wait. */
export function parseWaitSeconds(message: string): number | null {
  const match = /(\d+)\s*seconds?\b/i.exec(message);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** mm:ss for the OTP resend countdown. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutesPart = String(Math.floor(seconds / 60)).padStart(2, '0');
  const secondsPart = String(seconds % 60).padStart(2, '0');
  return `${minutesPart}:${secondsPart}`;
}

/** The notification list's short form: the first words, then '...' when anything was cut. */
export function shortText(text: string, words: number = NOTIFICATION_SHORT_WORDS): string {
  const allWords = text.trim().split(/\s+/).filter(Boolean);
  return allWords.length > words ? `${allWords.slice(0, words).join(' ')}...` : allWords.join(' ');
}

/** Distances are always shown with two decimals, e.g. '3.40km'. */
function formatDistance(distanceKm: number): string {
  return roundKm(distanceKm).toFixed(2);
}

const sessionExpired = 'Session expired. Please login again.';
const noAuthToken = 'No authentication token found';

export const messages = {
  common: {
    retry: 'Retry',
    tryAgain: 'Try Again',
    close: 'Close',
    cancel: 'Cancel',
    delete: 'Delete',
    save: 'Save', // not in the spec
    back: 'Back', // not in the spec
    sessionExpired,
    noAuthToken,
    fixErrors: 'Please fix the errors before submitting',
  },

  navigation: {
    home: 'Home',
    favourites: 'Favourites',
    award: 'Award',
    reservation: 'Reservation',
    help: 'Help',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    myProfile: 'My Profile',
    viewProfile: 'View Profile',
    signOut: 'Sign Out',
    signingOut: 'Signing Out',
    signingOutProfile: 'Signing Out ...',
    awardComingSoon: 'Award Page - Coming Soon',
    reservationComingSoon: 'Reservation Page - Coming Soon',
    notFound: '404 - Page not found',
    // The spec writes this 'Title - text'; shown as a heading and a paragraph.
    loginRequired: {
      title: 'Login Required',
      message: 'Please log in to access your profile and account features.',
    },
  },

  landing: {
    orderNow: 'Order Now',
    minOrderBadge: MIN_ORDER_BADGE,
    minTimeBadge: MIN_TIME_BADGE,
  },

  validation: {
    email: emailMessages,
    identifierRequired: 'Email or phone number is required',
    identifierInvalid: 'Please enter a valid email or phone number',
    fieldTypeMismatch: 'Field type does not match the email or phone number', // not in the spec
    passwordRequired: 'Password is required',
    newPasswordRequired: 'New password is required',
    currentPasswordRequired: 'Current password is required', // not in the spec
    passwordTooShort: 'Password must be at least 8 characters long',
    passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`, // not in the spec
    newPasswordSameAsCurrent: 'New password must be different from the current password', // not in the spec
    deleteAccountPasswordTooShort: 'Password must be at least 6 characters',
    confirmPasswordRequired: 'Please confirm your password',
    passwordsDoNotMatch: 'Passwords do not match',
    otpRequired: 'OTP is required',
    otpInvalid: 'Please enter a valid OTP',
    nameTooShort: 'Name must be at least 2 characters long',
    nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters long`, // not in the spec
    fullNameRequired: 'Full name is required',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Phone number must start with 08 and be exactly 10 digits',
    // The spec asks for an example here without giving one.
    preorderPhoneInvalid: 'Phone number must start with 08 and be exactly 10 digits (e.g., 0871234567)',
    selectVariation: 'Please select a variation',
    noteTooLong: `Note must be at most ${NOTE_MAX_LENGTH} characters`, // not in the spec
    quantityTooSmall: 'Quantity must be at least 1', // not in the spec
    quantityNotWhole: 'Quantity must be a whole number', // not in the spec
    addressRequired: 'Address is required',
    selectValidLocation: 'Please select a valid location on the map',
    couponCodeRequired: 'Please enter a coupon code',
    // Pre-order fields the spec requires without wording the messages.
    dateRequired: 'Please choose a date', // not in the spec
    dateInvalid: 'Please choose a valid date', // not in the spec
    dateInPast: 'Date cannot be in the past', // not in the spec
    dateTooFar: `Please choose a date within the next ${PREORDER_MAX_DAYS_AHEAD} days`, // not in the spec
    timeRequired: 'Please choose a time', // not in the spec
    seatsRequired: 'Please enter the number of seats', // not in the spec
    seatsOutOfRange: `Seats must be a whole number from ${PREORDER_SEATS_MIN} to ${PREORDER_SEATS_MAX}`, // not in the spec
    messageTooLong: `Message must be at most ${PREORDER_MESSAGE_MAX_LENGTH} characters`, // not in the spec
    // API query and path parameters; read by developers more than customers.
    limitOutOfRange: 'limit must be a whole number from 1 to 100', // not in the spec
    offsetOutOfRange: 'offset must be a whole number of 0 or more', // not in the spec
    productTypeInvalid: "type must be one of 'all', 'veg', 'non_veg'", // not in the spec
    idInvalid: 'Must be a positive whole number', // not in the spec
    unsupportedCharacters: 'Please remove the hidden characters from this field', // not in the spec
  },

  auth: {
    registrationFailed: 'Registration failed. Please try again.',
    loginFailed: 'Login failed. Please check your credentials.',
    sendResetFailed: 'Failed to send reset email. Please try again.',
    anErrorOccurred: 'An error occurred',
    resetFailed: 'Reset failed',
    resetFailedRetry: 'Failed to reset password. Please try again.',
    otpVerificationFailed: 'OTP verification failed',
    otpVerificationFailedRetry: 'OTP verification failed. Please try again.',
    deleteAccountFailed: 'Failed to delete account. Please try again.',
    /** The server's wording (DECISIONS.md), code `otp`; the client parses N from it. */
    pleaseWaitSeconds: (seconds: number) => `Please wait ${seconds} Seconds`,
    waitBeforeOtp: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP`,
    // The spec says only that the message tells the customer the cart is kept.
    cartKeptAfterLogin: 'You are signed in and your cart has been kept. You can continue to checkout.', // not in the spec
  },

  /** The server's own answers on accounts (the spec shows none of them). */
  account: {
    emailTaken: 'An account with this email already exists.', // not in the spec
    phoneTaken: 'An account with this phone number already exists.', // not in the spec
    invalidCredentials: 'The email, phone number or password is incorrect.', // not in the spec
    unauthenticated: 'Please sign in to continue.', // not in the spec
    resetCodeSent: 'If an account uses this email, a 6-digit code is on its way to it.', // not in the spec
    codeInvalid: 'The code is incorrect or has expired. Please request a new one.', // not in the spec
    codeAttemptsExceeded: 'Too many wrong codes. Please request a new one.', // not in the spec
    codeVerified: 'OTP verified successfully!',
    currentPasswordIncorrect: 'The current password is incorrect.', // not in the spec
    deleteCredentialsIncorrect: 'The email or password is incorrect.', // not in the spec
    emailReadOnly: 'The email address cannot be changed.', // not in the spec
    signedOut: 'You have been signed out.', // not in the spec
    accountDeleted: 'Account Deleted Successfully',
    /** A rate limit's answer, with the real wait: 'Please wait 15 minutes…', '…45 seconds…'. */
    tooManyRequests: (waitMs: number) => `Too many attempts. Please wait ${waitText(waitMs)} and try again.`, // not in the spec
    /** The daily cap on reset codes for one address. */
    tooManyResetCodes: (waitMs: number) =>
      `Too many codes have been requested for this email today. Please wait ${waitText(waitMs)} and try again.`, // not in the spec
  },
  success: {
    registration: 'Registration successful!',
    login: 'Login successful!',
    otpSent: 'OTP sent to your email successfully!',
    otpVerified: 'OTP verified successfully!',
    passwordReset: 'Password reset successfully!',
    passwordChanged: 'Password changed successfully!', // not in the spec
  },

  menu: {
    loadingCategories: 'Loading categories..',
    errorLoadingMenu: (error: string) => `Error loading menu: ${error}`,
    noItems: 'No items found in this category.',
    tryDifferentCategory: 'Try selecting a different category.',
    addToCart: 'ADD TO CART',
    inCart: (quantity: number) => `IN CART (${quantity})`,
    addMore: 'ADD MORE',
    addedToCart: 'ADDED TO CART!',
    allergens: 'ALLERGENS',
    selectOne: 'Select One',
    additionalNote: 'Additional Note',
    additionalNoteOptional: 'Additional Note (Optional)',
    addToCartButton: 'Add To Cart',
    lowStock: (stock: number) => `Only ${stock} left`,
    fetchCategoriesFailed: 'Failed to fetch categories',
    fetchProductsFailed: 'Failed to fetch products',
    fetchProductDetailsFailed: 'Failed to fetch product details',
    fetchCategoryProductsFailed: (categoryId: number | string) =>
      `Failed to fetch products for category ${categoryId}`,
  },

  basket: {
    delivery: 'Delivery',
    collection: 'Collection',
    total: 'Total',
    checkout: 'Checkout',
    emptyTitle: 'Fill your basket',
    emptyText: 'Your basket is empty',
    cartEmpty: 'Your cart is empty',
    minimumOrderWarning: (minimumCents: number = MINIMUM_ORDER_CENTS) =>
      `Minimum order amount is ${formatEuro(minimumCents)}`,
    /** The floating button's count: '9+' above 9. */
    badge: (count: number) => (count > BASKET_BADGE_MAX ? `${BASKET_BADGE_MAX}+` : String(count)),
  },

  favourites: {
    heading: 'Favourites',
    loading: 'Loading favorites...',
    emptyTitle: 'No favourites yet',
    emptyText: 'Start adding items to your favourites!',
    browseMenu: 'Browse Menu',
    updateFailed: 'Failed to update favorites',
    removeFailed: 'Failed to remove from favorites',
    addedToFavourites: (name: string) => `${name} added to favorites`,
    removedFromFavourites: (name: string) => `${name} removed from favorites`,
    addedToCart: (name: string) => `${name} added to cart`,
    addToWishlistFailed: 'Failed to add to wishlist',
    removeFromWishlistFailed: 'Failed to remove from wishlist',
    fetchWishlistFailed: 'Failed to fetch wishlist',
    /** The server's answers to add and remove (the spec does not show them). */
    added: 'Added to favourites', // not in the spec
    removed: 'Removed from favourites', // not in the spec
  },

  preorder: {
    sendMessage: 'Send Message',
    sending: 'Sending...',
    successTitle: 'Success!',
    successText: 'Your message has been received Thank you',
    sent: 'Success! Your message has been sent',
    submitted: 'Preorder submitted successfully!',
    failed: 'Failed to submit preorder',
  },

  profile: {
    personalInfo: 'Personal Info',
    addresses: 'Addresses',
    notifications: 'Notifications',
    supportAndSecurity: 'Support & Security',
    deleteAccount: 'Delete Account',
    fullName: 'Full Name',
    phone: 'Phone',
    email: 'Email',
    editProfile: 'Edit Profile',
    saveChanges: 'Save Changes',
    saving: 'Saving...',
    errorLoading: (message: string) => `Error loading profile: ${message}`,
    updated: 'Profile updated successfully!',
    errorUpdating: (message: string) => `Error updating profile: ${message}`,
    fetchCustomerProfileFailed: 'Failed to fetch customer profile',
    updateFailed: 'Failed to update profile',
    fetchFailed: 'Failed to fetch profile',
    accountDeleted: 'Account Deleted Successfully',
    changePasswordFailed: 'Failed to change password. Please try again.', // not in the spec
  },

  checkout: {
    heading: 'Checkout',
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
    minimumOrderDialog: (currentCents: number, minimumCents: number = MINIMUM_ORDER_CENTS) =>
      `Order cannot be less than ${formatEuro(minimumCents)}. Your current items total is ${formatEuro(currentCents)}.`,
    addToReachMinimum: (differenceCents: number) =>
      `Add ${formatEuro(differenceCents)} more to place your order.`, // not in the spec
    // Dialogs the spec writes 'Title - text' are split into title and message.
    cartEmptyDialog: {
      title: 'Cart is Empty',
      message: 'Please add some items to your cart before placing an order.',
    },
    timeSlotUnavailable: {
      title: 'Time Slot No Longer Available',
      message: 'The time you chose is no longer available. Please choose another time.', // not in the spec
    },
    pastTime: {
      title: 'Cannot Order in Past Time',
      message: 'The time you chose has already passed. Please choose a later time.', // not in the spec
    },
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
    // DECISIONS.md has the server reconcile this case; the text is the spec's and is kept.
    paidButOrderFailed: {
      title: 'Payment Successful, Order Failed',
      message:
        'Your payment was processed successfully, but there was an error placing your order. Please contact support.',
    },
    validationError: {
      title: 'Validation Error',
      message: 'There was an error validating your order details. Please try again.',
    },
    placement: {
      noToken: 'Authentication token not found. Please login again.',
      sessionExpired,
      invalidItems: 'Cart contains invalid items. Please refresh the page and try again.',
      network: 'Network error. Please check your connection and try again.',
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
    select: 'Select a time slot',
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
  },

  addresses: {
    loading: 'Loading addresses...',
    emptyTitle: 'No addresses found',
    emptyText: 'Add your first delivery address to get started',
    addFirst: 'Add Your First Address',
    locationVerified: 'Location verified',
    clickToViewOnMap: 'Click to view location on map',
    addNew: 'Add New Address',
    radiusInfo: (radiusKm: number = DELIVERY_RADIUS_KM) =>
      `We deliver within a ${radiusKm}km radius of the restaurant.`, // not in the spec
    mapTitle: 'Address Location',
    noCoordinates: 'Location coordinates not available for this address',
    deleteTitle: 'Delete Address',
    deleteConfirm: 'Are you sure you want to delete this address? This action cannot be undone.',
    addTitle: 'Add New Address',
    editTitle: 'Edit Address',
    labelAs: 'Label As *',
    customLabel: 'Custom Label',
    customLabelPlaceholder: 'Gym',
    deliveryAddress: 'Delivery Address *',
    locationConfirmed: 'Location confirmed',
    house: 'House/Flat No.',
    floor: 'Floor',
    road: 'Road/Street',
    saveAddress: 'Save Address',
    updateAddress: 'Update Address',
    added: 'Address added successfully!',
    updated: 'Address updated successfully!',
    fetchFailed: 'Failed to fetch addresses',
    deleteFailed: 'Failed to delete address',
    addFailed: 'Failed to add address',
    updateFailed: 'Failed to update address',
    typeLabels: { home: 'Home', work: 'Work', other: 'Other' },
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
  },

  orders: {
    myOrders: 'My Orders',
    orderAgain: 'Order again',
    fetchFailed: 'Failed to fetch orders',
    fetchRunningFailed: 'Failed to fetch running orders',
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
    outsideArea: (distanceKm: number, radiusKm: number = DELIVERY_RADIUS_KM) =>
      `Sorry, you're ${formatDistance(distanceKm)}km away from our restaurant. We only deliver within ${radiusKm}km radius.`,
    savedAddressOutside: (radiusKm: number = DELIVERY_RADIUS_KM) =>
      `Outside delivery area (max ${radiusKm}km)`,
    selectWithinArea: 'Select a location within delivery area',
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
    enterCardDetails: 'Enter Card Details',
    completeDetailsFirst: 'Complete Details First',
    paymentSuccessful: 'Payment Successful!',
    notCompleted: 'Payment was not completed. Please try again.',
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
  insufficient_funds: messages.card.insufficientFunds,
  card_declined: messages.card.declined,
  generic_decline: messages.card.declined,
  expired_card: messages.card.expired,
  incorrect_cvc: messages.card.incorrectCvc,
  incorrect_number: messages.card.incorrectNumber,
  invalid_number: messages.card.incorrectNumber,
  processing_error: messages.card.processingError,
};

/**
 * A declined card's text. The decline code is looked at first because Stripe reports
 * insufficient funds as `card_declined` with decline code `insufficient_funds`.
 */
export function cardErrorMessage(code?: string | null, declineCode?: string | null): string {
  return (
    (declineCode ? CARD_ERROR_MESSAGES[declineCode] : undefined) ??
    (code ? CARD_ERROR_MESSAGES[code] : undefined) ??
    messages.card.paymentFailed
  );
}

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timed out. */
export function locationErrorMessage(code: number): string {
  const reasons: Readonly<Record<number, string>> = {
    1: messages.location.permissionDenied,
    2: messages.location.positionUnavailable,
    3: messages.location.timeout,
  };
  return `${messages.location.unableToGetLocation}${reasons[code] ?? messages.location.unknownError}`;
}

/** The label of an order status, which for the hand-over step depends on the fulfilment. */
export function orderStatusLabel(status: OrderStatus, deliveryMode: DeliveryMode): string {
  const labels = messages.orderStatus;
  switch (status) {
    case 'handover':
      return deliveryMode === 'delivery' ? labels.handoverDelivery : labels.handoverCollection;
    case 'delivered':
      return deliveryMode === 'delivery' ? labels.delivered : labels.collected;
    default:
      return labels[status];
  }
}
