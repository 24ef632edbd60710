/**
 * Order pricing in integer cents. The server prices every order with these functions from its
 * own data (DECISIONS.md); the browser uses the same ones only to show a preview.
 */

import { assertCents } from './money.ts';
import type { CouponDiscountType } from './order-constants.ts';

/** The restaurant's delivery fee (its settings): a base fee up to a distance, then a rate per km. */
export type DeliveryFeeRule = {
  baseFeeCents: number;
  baseKm: number;
  perKmCents: number;
  /** A delivery zone's free delivery (issue 50): no fee when the items come to this much; null: none */
  freeOverCents?: number | null;
};

export type PricedLine = { unitPriceCents: number; quantity: number };

export type CouponDiscount = {
  discountType: CouponDiscountType;
  /** A percentage (0-100) for 'percent', cents for 'amount'. */
  discount: number;
};

export type OrderTotals = {
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCents: number;
  /** The Re-turn deposit on the cans and bottles: added after the discount, never discounted */
  depositCents: number;
  totalCents: number;
};

function assertResult(cents: number): number {
  assertCents(cents);
  return cents;
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Expected a whole, non-negative quantity, got ${quantity}`);
  }
}

/** A dish's price with its chosen options added. */
export function unitPriceCents(basePriceCents: number, optionPriceCents: readonly number[] = []): number {
  assertCents(basePriceCents);
  let total = basePriceCents;
  for (const optionCents of optionPriceCents) {
    assertCents(optionCents);
    total += optionCents;
  }
  return assertResult(total);
}

export function lineTotalCents(unitCents: number, quantity: number): number {
  assertCents(unitCents);
  assertQuantity(quantity);
  return assertResult(unitCents * quantity);
}

/**
 * The deposit of an order (the Re-turn scheme, decision 046): each line's deposit per unit × its
 * quantity; never discounted. Here rather than in vat.ts: the basket, in every first visit, reads it.
 */
export function depositTotalCents(lines: readonly { depositCents: number; quantity: number }[]): number {
  return lines.reduce((total, line) => total + line.depositCents * line.quantity, 0);
}

/** The items total; the minimum order is checked against this, before fee and discount. */
export function subtotalCents(lines: readonly PricedLine[]): number {
  let total = 0;
  for (const line of lines) {
    total += lineTotalCents(line.unitPriceCents, line.quantity);
  }
  return assertResult(total);
}

// Distances are taken to the metre: finer than any geocoder, coarse enough that the
// arithmetic after it is on integers: 75 × (3.3 − 2) is 97.49999999999999 in floating point,
// which would round a €3.975 fee down instead of up.
const METRES_PER_KM = 1000;

/**
 * The fee for a straight-line distance: the base fee up to and including the base distance,
 * then the per-km rate for every km (and fraction of a km) beyond it, rounded to the cent with
 * halves rounded up.
 */
export function deliveryFeeCents(distanceKm: number, rule: DeliveryFeeRule): number {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new RangeError(`Expected a distance of 0 km or more, got ${distanceKm}`);
  }
  assertCents(rule.baseFeeCents);
  assertCents(rule.perKmCents);
  const distanceMetres = Math.round(distanceKm * METRES_PER_KM);
  const baseMetres = Math.round(rule.baseKm * METRES_PER_KM);
  if (distanceMetres <= baseMetres) {
    return rule.baseFeeCents;
  }
  const extraCentsTimesThousand = (distanceMetres - baseMetres) * rule.perKmCents;
  // Integer numerator over 1000: a half cent is exactly representable, so Math.round's
  // half-up behaves as on paper.
  return assertResult(rule.baseFeeCents + Math.round(extraCentsTimesThousand / METRES_PER_KM));
}

/** Whether the items subtotal (before discount) reaches the rule's free-delivery amount. */
export function freeDelivery(itemsSubtotalCents: number, rule: DeliveryFeeRule): boolean {
  return (
    rule.freeOverCents !== undefined &&
    rule.freeOverCents !== null &&
    itemsSubtotalCents >= rule.freeOverCents
  );
}

/**
 * The coupon's discount on an items subtotal: percent rounds to the nearest cent, a fixed
 * amount is capped at the subtotal, and no discount ever exceeds the subtotal.
 */
export function discountCents(coupon: CouponDiscount, itemsSubtotalCents: number): number {
  assertCents(itemsSubtotalCents);
  if (itemsSubtotalCents <= 0) {
    return 0;
  }
  if (coupon.discountType === 'percent') {
    if (!Number.isFinite(coupon.discount) || coupon.discount < 0 || coupon.discount > 100) {
      throw new RangeError(`Expected a percentage from 0 to 100, got ${coupon.discount}`);
    }
    return Math.min(itemsSubtotalCents, Math.round((itemsSubtotalCents * coupon.discount) / 100));
  }
  assertCents(coupon.discount);
  if (coupon.discount < 0) {
    throw new RangeError(`Expected a discount of 0 cents or more, got ${coupon.discount}`);
  }
  return Math.min(coupon.discount, itemsSubtotalCents);
}

/**
 * Total = subtotal + delivery fee − discount, never below zero, + the deposit (which no coupon
 * reduces: it is the customer's money held for the container, not a price).
 */
export function orderTotals(parts: {
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCents: number;
  depositCents?: number;
}): OrderTotals {
  const depositCents = parts.depositCents ?? 0;
  assertCents(parts.subtotalCents);
  assertCents(parts.deliveryFeeCents);
  assertCents(parts.discountCents);
  assertCents(depositCents);
  const totalCents =
    Math.max(0, parts.subtotalCents + parts.deliveryFeeCents - parts.discountCents) + depositCents;
  return {
    subtotalCents: parts.subtotalCents,
    deliveryFeeCents: parts.deliveryFeeCents,
    discountCents: parts.discountCents,
    depositCents,
    totalCents: assertResult(totalCents),
  };
}

/**
 * One line of a basket as the server reads it from its menu: the dish's price and its chosen
 * options', and the dish's deposit per unit (none when left out).
 */
export type BasketLine = {
  basePriceCents: number;
  optionPriceCents: readonly number[];
  quantity: number;
  depositCents?: number;
};

export type PricedOrder = {
  lines: { unitPriceCents: number; lineTotalCents: number; quantity: number }[];
  totals: OrderTotals;
};

/**
 * Every amount of an order, from the menu's prices: each line's unit and line price, the items
 * subtotal, the delivery fee (none for collection: `distanceKm` null), the coupon's discount, the
 * deposit and the total. The server's quote and placement use this and nothing else.
 */
export function priceOrder(input: {
  lines: readonly BasketLine[];
  distanceKm: number | null;
  feeRule: DeliveryFeeRule;
  coupon: CouponDiscount | null;
}): PricedOrder {
  const lines = input.lines.map((line) => {
    const unit = unitPriceCents(line.basePriceCents, line.optionPriceCents);
    return {
      unitPriceCents: unit,
      lineTotalCents: lineTotalCents(unit, line.quantity),
      quantity: line.quantity,
    };
  });
  const subtotal = subtotalCents(lines);
  return {
    lines,
    totals: orderTotals({
      subtotalCents: subtotal,
      deliveryFeeCents:
        input.distanceKm === null || freeDelivery(subtotal, input.feeRule)
          ? 0
          : deliveryFeeCents(input.distanceKm, input.feeRule),
      discountCents: input.coupon ? discountCents(input.coupon, subtotal) : 0,
      depositCents: input.lines.reduce((total, line) => {
        assertCents(line.depositCents ?? 0);
        return total + (line.depositCents ?? 0) * line.quantity;
      }, 0),
    }),
  };
}
