/**
 * The rules an order is checked against besides its prices: the minimum order, a coupon's
 * availability and minimum, an option's stock. Apart from pricing.ts because only the checkout and
 * the dish dialog read them in the browser, and a module's exports travel with its chunk.
 */

import { LOW_STOCK_THRESHOLD } from './constants.ts';
import type { ApiErrorCode } from './error-codes.ts';
import { assertCents } from './money.ts';

/** `minimumCents`: the restaurant's minimum order (its settings). */
export function meetsMinimumOrder(itemsSubtotalCents: number, minimumCents: number): boolean {
  assertCents(itemsSubtotalCents);
  assertCents(minimumCents);
  return itemsSubtotalCents >= minimumCents;
}

/** What the customer still has to add; 0 once the minimum is met. */
export function amountToReachMinimumCents(itemsSubtotalCents: number, minimumCents: number): number {
  assertCents(itemsSubtotalCents);
  assertCents(minimumCents);
  return Math.max(0, minimumCents - itemsSubtotalCents);
}

export type CouponRules = {
  /** 1 = active. */
  status: number;
  /** 'YYYY-MM-DD'; the coupon can be used on this day. */
  startDate?: string | null;
  /** 'YYYY-MM-DD'; the coupon can still be used on this day. */
  expireDate?: string | null;
  totalUses: number;
  limit: number;
};

export type CouponAvailability = 'available' | 'inactive' | 'expired' | 'not_started' | 'limit_reached';

/**
 * Whether a coupon can be used on a Dublin calendar day. One answer only, in this order of
 * precedence: a coupon switched off says so before anything about its dates or uses.
 */
export function couponAvailability(coupon: CouponRules, today: string): CouponAvailability {
  if (coupon.status !== 1) return 'inactive';
  // 'YYYY-MM-DD' strings order the same way as the days they name.
  if (coupon.expireDate && today > coupon.expireDate) return 'expired';
  if (coupon.startDate && today < coupon.startDate) return 'not_started';
  if (coupon.totalUses >= coupon.limit) return 'limit_reached';
  return 'available';
}

/** Why a coupon cannot be used: its availability, unknown, or its minimum purchase not met. */
export type CouponRefusalReason = Exclude<CouponAvailability, 'available'> | 'not_found' | 'minimum';

/**
 * The error code of each coupon refusal (decision 037): the server answers it, the browser decides
 * its dialog by it. The order placement answers every one of them as the spec's `invalid_coupon`.
 */
export const couponRefusalCodes = {
  not_found: 'coupon_not_found',
  inactive: 'coupon_inactive',
  expired: 'coupon_expired',
  not_started: 'coupon_not_started',
  limit_reached: 'coupon_limit_reached',
  minimum: 'coupon_minimum',
} as const satisfies Record<CouponRefusalReason, ApiErrorCode>;

export type CouponRefusalCode = (typeof couponRefusalCodes)[CouponRefusalReason];

const COUPON_REFUSAL_REASONS: readonly CouponRefusalReason[] = [
  'not_found',
  'inactive',
  'expired',
  'not_started',
  'limit_reached',
  'minimum',
];

/** The reason of a coupon refusal's code; null for any other code. */
export function couponRefusalReason(code: unknown): CouponRefusalReason | null {
  return COUPON_REFUSAL_REASONS.find((reason) => couponRefusalCodes[reason] === code) ?? null;
}

export function meetsCouponMinimum(itemsSubtotalCents: number, minPurchaseCents: number): boolean {
  assertCents(itemsSubtotalCents);
  assertCents(minPurchaseCents);
  return itemsSubtotalCents >= minPurchaseCents;
}

/** Limited options show 'Only N left' below the threshold; unlimited ones never do. */
export function isLowStock(
  stockType: string,
  currentStock: number | null | undefined,
  threshold: number = LOW_STOCK_THRESHOLD,
): boolean {
  return stockType === 'limited' && typeof currentStock === 'number' && currentStock < threshold;
}

/** A limited option with nothing left cannot be chosen (DECISIONS.md: orders never take stock below 0). */
export function isOutOfStock(stockType: string, currentStock: number | null | undefined): boolean {
  return stockType === 'limited' && (typeof currentStock !== 'number' || currentStock <= 0);
}
