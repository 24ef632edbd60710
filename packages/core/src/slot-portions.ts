/*
 * Capacity by portions and extra time for large orders (issue 33, decision 049). A portion is one
 * unit of a dish (a line's quantity) in a category not marked exempt: a thirty-portion office order
 * weighs on the kitchen as thirty, a bottle of water as nothing. Pure, so the server counts and the
 * tests check the same rule.
 */

/** A basket line as far as portions go: how many, and whether its category is exempt (drinks). */
export type PortionLine = { quantity: number; portionsExempt: boolean };

/** The portions of an order: the quantities of its lines outside the exempt categories. */
export function orderPortions(lines: readonly PortionLine[]): number {
  return lines.reduce((sum, line) => sum + (line.portionsExempt ? 0 : line.quantity), 0);
}

export type LargeOrderRule = { largeOrderPortions: number; largeOrderExtraMinutes: number };

/**
 * The minutes a large order's earliest slot is later by: the rule's extra minutes when the order
 * has more portions than the threshold, else 0 (and always 0 while the threshold is 0, off).
 */
export function largeOrderExtraMinutes(rule: LargeOrderRule, portions: number): number {
  if (rule.largeOrderPortions <= 0 || rule.largeOrderExtraMinutes <= 0) return 0;
  return portions > rule.largeOrderPortions ? rule.largeOrderExtraMinutes : 0;
}

/** The most a slot's portions or an order may count: bounds the settings and the slots request. */
export const PORTIONS_MAX = 10_000;
/** The extra minutes a large order may need, at most. */
export const LARGE_ORDER_EXTRA_MINUTES_MAX = 240;

/** The texts of portions and large orders; ours, recorded in decision 049. */
export const portionMessages = {
  /** The checkout's note near the time picker when the basket is large */
  largeOrderNote: (minutes: number) =>
    `Large orders need ${minutes} more minutes in the kitchen, so the earliest times start later.`,
  /** Placement's refusal of a slot too early for a large order (`large_order_time`) */
  largeOrderTooEarly: (minutes: number) =>
    `Large orders need at least ${minutes} minutes more: choose a later time.`,
} as const;
