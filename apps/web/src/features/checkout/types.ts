import type { DeliveryMode, PAYMENT_METHODS, SavedAddress } from '@tiffin/core';
import type { OrderTip } from './stores/tip-choice';

/**
 * The checkout's choices (checkout-and-account §3 "Checkout state"), as the page hands them to the
 * place-order flow. `mode` is the basket's delivery mode (one truth for the basket and the page);
 * the rest is the checkout draft kept under the 'checkout' storage key.
 */
export type CheckoutDraft = {
  mode: DeliveryMode;
  /** 'YYYY-MM-DD', Dublin */
  date: string | null;
  /** A slot label as the slots answer gives it: '6:15 PM' */
  time: string | null;
  /** One of the customer's saved addresses, for delivery */
  address: SavedAddress | null;
  contactName: string;
  contactPhone: string;
  orderNote: string;
  couponCode: string | null;
  paymentMethod: PaymentMethod;
  /** The tip chosen (issue 51), sent with a card payment only; in memory, never stored */
  tip?: OrderTip | null;
};

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The page's modals; a dialog of the place-order sequence may open one ('Complete Now'). */
export type CheckoutModal = 'details' | 'address' | 'time' | 'notes' | 'coupons';

/** A chosen option of a basket line: the group's name and the option's label, as the order sends them. */
export type BasketLineOption = {
  variationId: number;
  variationName: string;
  optionId: number;
  label: string;
  priceCents: number;
};

/**
 * One basket line as the checkout reads it, mapped by the route from the basket's CartItem:
 * lineId = id, unitPriceCents = priceCents (base + options, what the customer saw; the server
 * prices the order itself), options = selectedVariations in variation order, note = additionalNote.
 */
export type BasketLineForOrder = {
  lineId: string;
  productId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  options: BasketLineOption[];
  note: string;
  allergens: string[];
};

/** A placed order, and where the customer goes from the success dialog. */
export type PlacedOrder = { orderId: number; orderReference: string; next: 'home' | 'order' };
