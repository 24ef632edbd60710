import {
  amountToReachMinimumCents,
  type Coupon,
  type CouponRefusalReason,
  couponAvailability,
  couponRefusalReason,
  couponRulesOf,
  euroStringToCents,
  hasDeliveryDirections,
  meetsCouponMinimum,
  meetsMinimumOrder,
  orderMessages,
  parseTime12h,
  type QuoteResponse,
  type SlotsResponse,
  subtotalCents,
} from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import type { BasketLineForOrder, CheckoutDraft, CheckoutModal } from '../types';

/**
 * The place-order checks of checkout-and-account §5, in its order, as pure functions: the hook
 * (use-place-order.ts) runs them, fetching the slots and the coupon between them. Each answers
 * the first problem found, or 'ok'.
 */

const m = orderMessages.checkout;

/** One line of the missing-information dialog, and the modal where the customer completes it. */
export type MissingItem = { label: string; modal: CheckoutModal };

export type BasicCheck =
  | { kind: 'ok' }
  | { kind: 'cartEmpty' }
  | { kind: 'minimum'; currentCents: number; minimumCents: number; differenceCents: number }
  | { kind: 'missing'; items: MissingItem[] };

/**
 * The items subtotal the minimum is checked against: the server's (the quote's) when the page has
 * it, else the basket's own preview of the lines.
 */
export function itemsSubtotalCents(
  lines: readonly BasketLineForOrder[],
  quote: QuoteResponse | undefined,
): number {
  if (quote !== undefined) return euroStringToCents(quote.subtotal);
  return subtotalCents(
    lines.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.quantity })),
  );
}

/** What the order still lacks, in the spec's order; the address only for delivery. */
export function missingItems(draft: CheckoutDraft): MissingItem[] {
  const missing: MissingItem[] = [];
  if (draft.contactName.trim() === '') missing.push({ label: m.missingInformation.name, modal: 'details' });
  if (draft.contactPhone.trim() === '') missing.push({ label: m.missingInformation.phone, modal: 'details' });
  if (draft.date === null || draft.time === null)
    missing.push({ label: m.missingInformation.time, modal: 'time' });
  // An address saved before the form asked for its parts cannot be delivered to (issue 29).
  if (draft.mode === 'delivery' && (draft.address === null || !hasDeliveryDirections(draft.address))) {
    missing.push({ label: m.missingInformation.deliveryAddress, modal: 'address' });
  }
  return missing;
}

/** §5 steps 1 to 3: the cart, the minimum order, the missing details. */
export function checkOrderBasics(input: {
  draft: CheckoutDraft;
  lines: readonly BasketLineForOrder[];
  quote: QuoteResponse | undefined;
  minimumOrderCents: number;
}): BasicCheck {
  const { draft, lines, quote, minimumOrderCents } = input;
  if (lines.length === 0) return { kind: 'cartEmpty' };
  const currentCents = itemsSubtotalCents(lines, quote);
  if (!meetsMinimumOrder(currentCents, minimumOrderCents)) {
    return {
      kind: 'minimum',
      currentCents,
      minimumCents: minimumOrderCents,
      differenceCents: amountToReachMinimumCents(currentCents, minimumOrderCents),
    };
  }
  const items = missingItems(draft);
  if (items.length > 0) return { kind: 'missing', items };
  return { kind: 'ok' };
}

export type SlotCheck = 'ok' | 'pastTime' | 'slotUnavailable' | 'unableToValidate';

/**
 * The slot call's refusal of a date before today in Dublin (400, code `date`): the chosen day has
 * passed. Read from the server, whose clock is the one that counts.
 */
export function isPastDateRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.code === 'date' &&
    error.message === orderMessages.slots.dateInPast
  );
}

/**
 * §5 step 4 with the slots just fetched for the date and mode. A time of today that has passed is
 * said as such before 'no longer available': the server never offers a past time, so checking
 * the list first would hide the more precise reason. "Now" is the server's Dublin clock
 * (`current_time`), not the browser's, which may be wrong.
 */
export function checkChosenSlot(time: string, slots: SlotsResponse): SlotCheck {
  const time24 = parseTime12h(time);
  if (time24 === null) return 'unableToValidate';
  if (slots.is_today && time24 <= slots.current_time) return 'pastTime';
  if (!slots.slots.includes(time)) return 'slotUnavailable';
  return 'ok';
}

export type CouponCheck =
  | { kind: 'ok' }
  | { kind: 'minimum'; minPurchaseCents: number }
  | { kind: 'expired' }
  | { kind: 'limit' }
  /** Refused for another reason (unknown code, switched off, not started): the server's words. */
  | { kind: 'unusable'; message: string };

/**
 * §5 step 5 for the coupon as the apply call just answered it: the minimum purchase against the
 * items subtotal, then expiry, then the limit (the spec's order); a coupon switched off or not
 * started yet is unusable too, in the words of the server's refusals.
 */
export function checkCoupon(coupon: Coupon, itemsSubtotal: number, today: string): CouponCheck {
  const minPurchaseCents = euroStringToCents(coupon.min_purchase);
  if (!meetsCouponMinimum(itemsSubtotal, minPurchaseCents)) return { kind: 'minimum', minPurchaseCents };
  const availability = couponAvailability(couponRulesOf(coupon), today);
  switch (availability) {
    case 'available':
      return { kind: 'ok' };
    case 'expired':
      return { kind: 'expired' };
    case 'limit_reached':
      return { kind: 'limit' };
    default:
      return { kind: 'unusable', message: orderMessages.coupons.refusals[availability] };
  }
}

/**
 * A coupon refusal by its code (core's `couponRefusalCodes`, one per reason) and its text; null for
 * any other failure. The texts are core's, as the server sends them; the minimum's names the amount,
 * which only the server's message carries (the apply call never sends it: it has no basket).
 */
function couponRefusalOf(error: unknown): { reason: CouponRefusalReason; text: string } | null {
  if (!(error instanceof ApiError)) return null;
  const reason = couponRefusalReason(error.code);
  if (reason === null) return null;
  return { reason, text: reason === 'minimum' ? error.message : orderMessages.coupons.refusals[reason] };
}

/** The text of a coupon refusal, by its code; null for any other failure. */
export function couponRefusalText(error: unknown): string | null {
  return couponRefusalOf(error)?.text ?? null;
}

/** The apply call's refusal as a coupon check, by its code; null for any other failure. */
export function checkCouponRefusal(error: unknown): CouponCheck | null {
  const refusal = couponRefusalOf(error);
  if (refusal === null) return null;
  if (refusal.reason === 'expired') return { kind: 'expired' };
  if (refusal.reason === 'limit_reached') return { kind: 'limit' };
  return { kind: 'unusable', message: refusal.text };
}
