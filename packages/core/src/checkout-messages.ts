import type { DeliveryMode } from './constants.ts';
import { messages } from './messages.ts';
import { formatEuro } from './money.ts';

/** A large order is the restaurant's to take on the phone: its number when the settings have one. */
function callForLargeOrder(phone: string | null): string {
  return phone ? `For a larger order, please call us on ${phone}.` : 'For a larger order, please call us.';
}

/** The checkout page's texts (checkout-and-account §3-§5), `orderMessages.checkout`. */
export const checkoutMessages = {
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
};
