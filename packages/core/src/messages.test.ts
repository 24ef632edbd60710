import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dishMessages } from './dish-messages.ts';
import { ERROR_CODES, isErrorCode } from './error-codes.ts';
import { favouriteMessages } from './favourite-messages.ts';
import { emailMessages, formatCountdown, formMessages, parseWaitSeconds } from './form-messages.ts';
import { messages } from './messages.ts';
import {
  cardErrorMessage,
  locationErrorMessage,
  orderFailedDetail,
  orderMessages,
  orderStatusLabel,
  shortText,
} from './order-messages.ts';
import { paymentMessages } from './order-payment.ts';
import { paceMessages } from './pace-messages.ts';
import { preorderMessages } from './preorder-messages.ts';
import { printerMessages } from './printer-messages.ts';
import { staffMessages } from './staff-messages.ts';

function stringLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringLeaves);
  return [];
}

describe('messages with values', () => {
  it.each([
    [
      'the minimum-order dialog',
      orderMessages.checkout.minimumOrderDialog(1250, 1500),
      'Order cannot be less than €15.00. Your current items total is €12.50.',
    ],
    [
      'the minimum-order dialog for an empty total',
      orderMessages.checkout.minimumOrderDialog(0, 1500),
      'Order cannot be less than €15.00. Your current items total is €0.00.',
    ],
    [
      'the minimum-order dialog with another minimum',
      orderMessages.checkout.minimumOrderDialog(1800, 2000),
      'Order cannot be less than €20.00. Your current items total is €18.00.',
    ],
    [
      'ordering paused while nobody watches',
      paceMessages.ordering.paused('061 123 4567'),
      'Online ordering is paused — please call us on 061 123 4567',
    ],
    [
      'the basket minimum warning',
      messages.basket.minimumOrderWarning(1500),
      'Minimum order amount is €15.00',
    ],
    ['the minimum-order badge', messages.landing.minOrderBadge(1500), 'Min order: 15€'],
    [
      'the minimum-order badge of another restaurant',
      messages.landing.minOrderBadge(1250),
      'Min order: 12.50€',
    ],
    ['the waiting-time badge', messages.landing.minTimeBadge(25, 45), 'Min Time: 25-45 Min'],
    [
      'the add-the-difference hint',
      orderMessages.checkout.addToReachMinimum(250),
      'Add €2.50 more to place your order.',
    ],
    ['the in-cart button', messages.menu.inCart(2), 'IN CART (2)'],
    ['the low-stock notice', dishMessages.lowStock(3), 'Only 3 left'],
    ['the server wait message', formMessages.auth.pleaseWaitSeconds(42), 'Please wait 42 Seconds'],
    [
      'the client wait toast',
      formMessages.auth.waitBeforeOtp(42),
      'Please wait 42 seconds before requesting another OTP',
    ],
    [
      'the favourite-added toast',
      favouriteMessages.addedToFavourites('Lamb Rogan Josh'),
      'Lamb Rogan Josh added to favorites',
    ],
    [
      'the favourite-removed toast',
      favouriteMessages.removedFromFavourites('Lamb Rogan Josh'),
      'Lamb Rogan Josh removed from favorites',
    ],
    ['the added-to-cart toast', messages.favourites.addedToCart('Onion Bhaji'), 'Onion Bhaji added to cart'],
    ['the menu error', messages.menu.errorLoadingMenu('Network down'), 'Error loading menu: Network down'],
    [
      'the category error',
      messages.menu.fetchCategoryProductsFailed(7),
      'Failed to fetch products for category 7',
    ],
    [
      'the order success',
      orderMessages.checkout.orderPlaced('TF-1042'),
      'Order #TF-1042 placed successfully!',
    ],
    [
      'the profile load error',
      formMessages.profile.errorLoading('timeout'),
      'Error loading profile: timeout',
    ],
    [
      'the profile update error',
      formMessages.profile.errorUpdating('timeout'),
      'Error updating profile: timeout',
    ],
    ['the notifications heading', orderMessages.notifications.heading(5), 'Notifications (5)'],
    ['the view-all toggle', orderMessages.notifications.viewAll(3), 'View all (3 more)'],
    ['the coupon minimum', orderMessages.coupons.minPurchase(2000), '*Min Purchase €20.00'],
    [
      'a location inside the area',
      orderMessages.location.deliveryAvailable(3.456),
      "Great! You're 3.46km away from our restaurant. We deliver to your area.",
    ],
    [
      'a location outside the area',
      orderMessages.location.outsideArea(12.5, 10),
      "Sorry, you're 12.50km away from our restaurant. We only deliver within 10km radius.",
    ],
    [
      'a saved address outside the area',
      orderMessages.location.savedAddressOutside(10),
      'Outside delivery area (max 10km)',
    ],
    ['the reset e-mail for a provider', emailMessages.reset('Gmail'), 'Please enter a valid Gmail address'],
    [
      'the pre-order e-mail for a provider',
      emailMessages.preorder('Gmail', 'yourname@gmail.com'),
      'Please enter a valid Gmail address (e.g., yourname@gmail.com)',
    ],
  ])('%s reads %j', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [25, '9+'],
  ])('the basket badge shows %i items as %s', (count, shown) => {
    expect(messages.basket.badge(count)).toBe(shown);
  });
});

describe('texts quoted from the spec', () => {
  it.each([
    [messages.common.sessionExpired, 'Session expired. Please login again.'],
    [messages.common.noAuthToken, 'No authentication token found'],
    [messages.common.fixErrors, 'Please fix the errors before submitting'],
    [orderMessages.checkout.orderFailed.intro, "We couldn't process your order at this time."],
    [orderMessages.checkout.placement.noToken, 'Authentication token not found. Please login again.'],
    [orderMessages.coupons.noToken, 'Authentication token not found'],
    [
      orderMessages.card.incorrectCvc,
      "Your card's security code (CVC) is incorrect. Please check and try again.",
    ],
    [orderMessages.location.deliveryAvailableTitle, '✅ Delivery Available!'],
    [orderMessages.location.outsideAreaTitle, '❌ Outside Delivery Area'],
    [orderMessages.location.unableToGetLocation, 'Unable to get your location. '],
    [messages.menu.loadingCategories, 'Loading categories..'],
    [preorderMessages.successText, 'Your message has been received Thank you'],
    [messages.navigation.signingOutProfile, 'Signing Out ...'],
    [
      orderMessages.addresses.deleteConfirm,
      'Are you sure you want to delete this address? This action cannot be undone.',
    ],
  ])('%j is kept as written', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('uses straight apostrophes and quotes, as the spec does', () => {
    const curly = stringLeaves([messages, formMessages, orderMessages]).filter((text) => /[‘’“”]/.test(text));
    expect(curly).toEqual([]);
  });

  it('spells "cancelled" one way, as the spec does ("cannot be cancelled once confirmed")', () => {
    const texts = [
      ...stringLeaves([messages, formMessages, orderMessages, staffMessages, printerMessages]),
      ...stringLeaves(paymentMessages),
      staffMessages.order.cancelReason('We are out of onions.'),
    ];
    expect(texts.filter((text) => /\bcancel(ed|ing)\b/i.test(text))).toEqual([]);
  });

  it('has no empty text and no accidental placeholder', () => {
    const suspicious = stringLeaves([messages, formMessages, orderMessages]).filter(
      (text) => text.trim() === '' || /undefined|NaN|\{|\}/.test(text),
    );
    expect(suspicious).toEqual([]);
  });
});

describe('orderFailedDetail', () => {
  it.each([
    ['distance', 'Delivery distance is required.'],
    ['address', 'Delivery address is required.'],
    ['longitude', 'Location coordinates are required.'],
    ['latitude', 'Location coordinates are required.'],
    ['contact_person_name', 'Contact person name is required.'],
    ['contact_person_number', 'Contact person number is required.'],
    ['empty_order', 'Some items in your cart are no longer available.'],
    ['insufficient_stock', 'Some items have insufficient stock.'],
    ['restaurant_closed', 'Restaurant is currently closed.'],
    ['delivery_unavailable', 'Delivery is not available to your location.'],
    ['payment_failed', 'Payment processing failed.'],
    ['invalid_coupon', 'The coupon code is invalid or expired.'],
    ['minimum_order', 'Order does not meet minimum amount requirement.'],
    ['price_changed', 'Prices have changed. Please review your order.'],
    ['slot_unavailable', 'The chosen time slot is no longer available.'],
    ['otp', 'An error occurred with your order.'],
    ['invalid', 'An error occurred with your order.'],
    ['something_else', 'An error occurred with your order.'],
    [undefined, 'An error occurred with your order.'],
    [null, 'An error occurred with your order.'],
  ])('explains %s as %j', (code, detail) => {
    expect(orderFailedDetail(code)).toBe(detail);
  });

  it('recognises exactly the named codes of DECISIONS.md', () => {
    expect(ERROR_CODES).toHaveLength(17);
    expect(ERROR_CODES.every(isErrorCode)).toBe(true);
    expect(isErrorCode('email')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('cardErrorMessage', () => {
  it.each([
    ['card_declined', 'insufficient_funds', orderMessages.card.insufficientFunds],
    ['card_declined', 'generic_decline', orderMessages.card.declined],
    ['card_declined', undefined, orderMessages.card.declined],
    ['expired_card', undefined, orderMessages.card.expired],
    ['incorrect_cvc', undefined, orderMessages.card.incorrectCvc],
    ['incorrect_number', undefined, orderMessages.card.incorrectNumber],
    ['processing_error', undefined, orderMessages.card.processingError],
    ['rate_limit', undefined, 'Payment failed. Please try again.'],
    [undefined, undefined, 'Payment failed. Please try again.'],
  ])('code %s with decline code %s gives the right text', (code, declineCode, expected) => {
    expect(cardErrorMessage(code, declineCode)).toBe(expected);
  });
});

describe('locationErrorMessage', () => {
  it.each([
    [1, 'Unable to get your location. Location access denied by user.'],
    [2, 'Unable to get your location. Location information is unavailable.'],
    [3, 'Unable to get your location. Location request timed out.'],
    [0, 'Unable to get your location. An unknown error occurred.'],
  ])('explains geolocation error %i', (code, expected) => {
    expect(locationErrorMessage(code)).toBe(expected);
  });
});

describe('orderStatusLabel', () => {
  it.each([
    ['handover', 'delivery', 'Out for delivery'],
    ['handover', 'collection', 'Ready for collection'],
    ['delivered', 'delivery', 'Delivered'],
    ['delivered', 'collection', 'Collected'],
    ['canceled', 'delivery', 'Cancelled'],
    ['pending', 'collection', 'Pending'],
  ] as const)('%s for %s reads %s', (status, mode, label) => {
    expect(orderStatusLabel(status, mode)).toBe(label);
  });
});

describe('OTP countdown', () => {
  it.each([
    ['Please wait 42 Seconds', 42],
    ['Please wait 1 second', 1],
    ['please wait 60 seconds before requesting another OTP', 60],
    ['Invalid code', null],
  ])('finds the wait in %j', (message, seconds) => {
    expect(parseWaitSeconds(message)).toBe(seconds);
  });

  it('reads back the seconds of the server message for any wait', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (seconds) => {
        expect(parseWaitSeconds(formMessages.auth.pleaseWaitSeconds(seconds))).toBe(seconds);
      }),
    );
  });

  it.each([
    [60, '01:00'],
    [59, '00:59'],
    [125, '02:05'],
    [0, '00:00'],
    [-3, '00:00'],
    [4.2, '00:05'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});

describe('shortText', () => {
  it('keeps the first 8 words and adds an ellipsis', () => {
    expect(shortText('Your order is out for delivery and will arrive in about twenty minutes')).toBe(
      'Your order is out for delivery and will...',
    );
  });

  it('leaves a text of 8 words or fewer whole', () => {
    expect(shortText('Your order is out for delivery and will')).toBe(
      'Your order is out for delivery and will',
    );
    expect(shortText('  Order   confirmed ')).toBe('Order confirmed');
  });
});
