/**
 * The cash-up (issue 50): what a driver should bring back at the end of a shift, order by order and
 * in all, against what a member counts. Pure arithmetic in integer cents, so the driver's page, the
 * server's record and the day-end report say the same figure to the cent.
 */

/** One order a driver delivered, as the cash-up reads it. */
export type CashUpOrder = {
  /** 'cash_on_delivery' or 'digital_payment', as the order's row names it */
  paymentMethod: 'cash_on_delivery' | 'digital_payment';
  /** The order's total due now: as placed, or as its last change left it (a change re-prices it) */
  totalDueCents: number;
  /** Cash handed back to the customer for it (the payments module's refunds in cash) */
  cashRefundedCents: number;
  /**
   * Cash a change asked the driver to take (+) or give back (−) on top of the total due: the
   * difference of a card order taken in cash. 0 when no change did.
   */
  cashChangeCents: number;
};

const assertWholeCents = (label: string, cents: number) => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${label} must be whole cents, got ${cents}`);
};

/**
 * The cash a driver collects at the door for one order: a cash order's total due less the cash
 * already handed back, plus what a change asks; a card order only what a change asks (0: "paid").
 * Never below 0: a driver hands nothing over at a door.
 */
export function cashToCollectCents(order: CashUpOrder): number {
  assertWholeCents('totalDueCents', order.totalDueCents);
  assertWholeCents('cashRefundedCents', order.cashRefundedCents);
  assertWholeCents('cashChangeCents', order.cashChangeCents);
  const due = order.paymentMethod === 'cash_on_delivery' ? order.totalDueCents - order.cashRefundedCents : 0;
  return Math.max(0, due + order.cashChangeCents);
}

/** What a driver should hand in: the cash to collect of every order they delivered, added up. */
export function expectedCashCents(orders: readonly CashUpOrder[]): number {
  return orders.reduce((sum, order) => sum + cashToCollectCents(order), 0);
}

export type CashUpFigures = {
  expectedCents: number;
  countedCents: number;
  /** Counted less expected: negative when cash is missing, positive when there is more */
  differenceCents: number;
};

/** The cash-up's three figures from the orders delivered and the cash counted. */
export function cashUpFigures(orders: readonly CashUpOrder[], countedCents: number): CashUpFigures {
  assertWholeCents('countedCents', countedCents);
  const expectedCents = expectedCashCents(orders);
  return { expectedCents, countedCents, differenceCents: countedCents - expectedCents };
}
