/**
 * The checkout's stored draft once cleared (an order placed, the basket emptied on any page): the
 * payment method cash, as checkout-and-account §4 says of clearing checkout data ("clearing checkout
 * data sets it to cash", DECISIONS.md), nothing else chosen (issue 47: it went back to Card). Apart
 * from the store, so that the storefront's layout writes it without loading the checkout's code.
 */
export const CLEARED_CHECKOUT_DRAFT = { paymentMethod: 'cash' } as const;

/** The same as the store's persisted form (checkout-draft.ts, version 1). */
export const CLEARED_CHECKOUT_STORAGE = JSON.stringify({ state: CLEARED_CHECKOUT_DRAFT, version: 1 });
