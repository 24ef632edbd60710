/**
 * Every text a customer reads, with the specification's exact wording. Texts the specification
 * describes without quoting are marked "not in the spec" and are ours (recorded in the decision
 * record); everything else must stay character for character as the spec writes it.
 */

import { BASKET_BADGE_MAX } from './constants.ts';
import { formatEuro } from './money.ts';

/** 1500 → '15', 1250 → '12.50'. */
function badgeEuros(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
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
    /** Not in the spec (issue 47): a page shown from the device's copy while it has no connection. */
    offline: 'You are offline: this is the menu as last seen, and ordering needs a connection.',
    /** Not in the spec (issue 47): the server answers, but its database is away for a moment (503). */
    serviceUnavailable: {
      title: 'Briefly Unavailable',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    },
    /** No answer at all from the server (checkout-and-account §8, 'Network error'). */
    network: 'Network error. Please check your connection and try again.',
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
    /** 'Min order: 15€' as the spec writes it: whole euros without decimals, others with two. */
    minOrderBadge: (minimumCents: number) => `Min order: ${badgeEuros(minimumCents)}€`,
    minTimeBadge: (fromMinutes: number, toMinutes: number) => `Min Time: ${fromMinutes}-${toMinutes} Min`,
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
    /** Issue 47: a dish that declares none itself, when its options add some. */
    noneInDish: 'None in the dish itself', // not in the spec
    /** Issue 47: 'Options may add: Crustaceans (King prawn), Milk (Paneer)'. */
    optionsMayAdd: (added: readonly { allergen: string; options: readonly string[] }[]) =>
      `Options may add: ${added.map(({ allergen, options }) => `${allergen} (${options.join(', ')})`).join(', ')}`, // not in the spec
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
    minimumOrderWarning: (minimumCents: number) => `Minimum order amount is ${formatEuro(minimumCents)}`,
    /** The floating button's count: '9+' above 9. */
    badge: (count: number) => (count > BASKET_BADGE_MAX ? `${BASKET_BADGE_MAX}+` : String(count)),
    /** Issue 29: a line whose dish or option the restaurant no longer sells (86'd, hidden, sold out). */
    noLongerAvailable: 'No longer available', // not in the spec
  },

  favourites: {
    updateFailed: 'Failed to update favorites',
    removeFailed: 'Failed to remove from favorites',
    addedToCart: (name: string) => `${name} added to cart`,
    fetchWishlistFailed: 'Failed to fetch wishlist',
  },
} as const;
