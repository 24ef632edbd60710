/**
 * Part refunds' VAT (issue 49, decision 070): what a refund gives back at each VAT rate, and of the
 * Re-turn deposit, so that the accountant's VAT by rate stays true a refund at a time. Pure: the
 * order's figures and what earlier refunds took are passed in.
 *
 * - By lines: each line refunded gives back its units' share of what it sold for after the coupon's
 *   share (`shareDiscountCents`, as placing split the discount), at the line's own rate, and its
 *   deposit per unit. A line's units are valued so that refunding all of them, in any number of
 *   refunds, gives back exactly the line.
 * - By amount: the amount is shared over what is left at each rate and of the deposit, in
 *   proportion, by largest remainder, so the cents add up exactly; the delivery fee is in the food's
 *   rate, as placing put it there.
 * - Either way, each rate's VAT is what the refund's gross at that rate contains, never more than
 *   what is left of it; the refund that takes the last of a rate takes the last of its VAT, so the
 *   refunds of a whole order give back exactly its VAT.
 */

import { shareDiscountCents, vatOfGrossCents } from './vat.ts';

/** One rate's part of an order (its `order_vat` row), or of what refunds gave back of it. */
export type RateAmount = { rateBasisPoints: number; grossCents: number; vatCents: number };

/** A line of an order as refunds read it. */
export type RefundableLine = {
  lineId: number;
  quantity: number;
  /** What the line sold for before the coupon: unit price (options in) × quantity, no deposit */
  lineTotalCents: number;
  rateBasisPoints: number;
  /** The deposit per unit */
  depositCents: number;
};

/** What an order sold, and what its earlier refunds (made or under way) gave back of it. */
export type RefundableOrder = {
  lines: readonly RefundableLine[];
  discountCents: number;
  /** The order's VAT by rate, as placing wrote it */
  vat: readonly RateAmount[];
  depositCents: number;
  refunded: {
    vat: readonly RateAmount[];
    depositCents: number;
    /** Units refunded per line */
    lines: readonly { lineId: number; quantity: number }[];
  };
};

/** One rate's part of a refund: gross = net + VAT. */
export type RefundAtRate = {
  rateBasisPoints: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
};

/** What a refund gives back: the amount, by rate (lowest first) and of the deposit. */
export type RefundSplit = { amountCents: number; vat: RefundAtRate[]; depositCents: number };

/** Why a refund cannot be made; the words are core's refundMessages. */
export type RefundRefusal =
  | { refused: 'over_total'; refundableCents: number }
  | { refused: 'nothing' }
  | { refused: 'line'; lineId: number }
  | { refused: 'quantity'; lineId: number; refundableQuantity: number }
  | { refused: 'rate_used'; rateBasisPoints: number };

export type RefundOutcome = { split: RefundSplit } | RefundRefusal;

/** Cents × numerator / denominator, rounded to the cent with halves up, in integers. */
const proportion = (cents: number, numerator: number, denominator: number) =>
  Math.floor((2 * cents * numerator + denominator) / (2 * denominator));

const byRate = (amounts: readonly RateAmount[]) => {
  const map = new Map<number, { grossCents: number; vatCents: number }>();
  for (const { rateBasisPoints, grossCents, vatCents } of amounts) {
    const known = map.get(rateBasisPoints) ?? { grossCents: 0, vatCents: 0 };
    map.set(rateBasisPoints, {
      grossCents: known.grossCents + grossCents,
      vatCents: known.vatCents + vatCents,
    });
  }
  return map;
};

/** What is left to refund at each rate (lowest first) and of the deposit. */
export function refundableOf(order: RefundableOrder): {
  vat: RateAmount[];
  depositCents: number;
  totalCents: number;
} {
  const refunded = byRate(order.refunded.vat);
  const vat = [...byRate(order.vat)]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, sold]) => {
      const back = refunded.get(rateBasisPoints) ?? { grossCents: 0, vatCents: 0 };
      return {
        rateBasisPoints,
        grossCents: sold.grossCents - back.grossCents,
        vatCents: sold.vatCents - back.vatCents,
      };
    });
  const depositCents = order.depositCents - order.refunded.depositCents;
  const totalCents = vat.reduce((sum, rate) => sum + rate.grossCents, 0) + depositCents;
  return { vat, depositCents, totalCents };
}

/** The units of each line still refundable, by line id. */
export function refundableQuantities(order: RefundableOrder): Map<number, number> {
  const taken = new Map<number, number>();
  for (const { lineId, quantity } of order.refunded.lines)
    taken.set(lineId, (taken.get(lineId) ?? 0) + quantity);
  return new Map(order.lines.map((line) => [line.lineId, line.quantity - (taken.get(line.lineId) ?? 0)]));
}

/**
 * The refund's VAT at each rate from its gross there, against what is left: the last of a rate
 * takes the last of its VAT. Refused when a rate has less left than asked (an amount refund took it).
 */
function finish(
  left: ReturnType<typeof refundableOf>,
  grossByRate: ReadonlyMap<number, number>,
  depositCents: number,
): RefundOutcome {
  const vat: RefundAtRate[] = [];
  for (const rate of left.vat) {
    const grossCents = grossByRate.get(rate.rateBasisPoints) ?? 0;
    if (grossCents === 0) continue;
    if (grossCents > rate.grossCents) return { refused: 'rate_used', rateBasisPoints: rate.rateBasisPoints };
    const vatCents =
      grossCents === rate.grossCents
        ? rate.vatCents
        : Math.min(rate.vatCents, vatOfGrossCents(grossCents, rate.rateBasisPoints));
    vat.push({
      rateBasisPoints: rate.rateBasisPoints,
      grossCents,
      netCents: grossCents - vatCents,
      vatCents,
    });
  }
  const amountCents = vat.reduce((sum, rate) => sum + rate.grossCents, 0) + depositCents;
  if (amountCents === 0) return { refused: 'nothing' };
  if (amountCents > left.totalCents || depositCents > left.depositCents)
    return { refused: 'over_total', refundableCents: left.totalCents };
  return { split: { amountCents, vat, depositCents } };
}

/** A refund of an amount, shared over what is left at each rate and of the deposit. */
export function splitAmountRefund(order: RefundableOrder, amountCents: number): RefundOutcome {
  const left = refundableOf(order);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { refused: 'nothing' };
  if (amountCents > left.totalCents) return { refused: 'over_total', refundableCents: left.totalCents };
  const shares = shareDiscountCents(
    [...left.vat.map((rate) => rate.grossCents), left.depositCents],
    amountCents,
  );
  const grossByRate = new Map(left.vat.map((rate, index) => [rate.rateBasisPoints, shares[index] ?? 0]));
  return finish(left, grossByRate, shares[left.vat.length] ?? 0);
}

/** A refund of lines, each with the units to give back. */
export function splitLinesRefund(
  order: RefundableOrder,
  asked: readonly { lineId: number; quantity: number }[],
): RefundOutcome {
  const left = refundableOf(order);
  const quantities = refundableQuantities(order);
  const discountShares = shareDiscountCents(
    order.lines.map((line) => line.lineTotalCents),
    order.discountCents,
  );
  const grossByRate = new Map<number, number>();
  let depositCents = 0;
  const wanted = new Map<number, number>();
  for (const { lineId, quantity } of asked) wanted.set(lineId, (wanted.get(lineId) ?? 0) + quantity);
  for (const [lineId, quantity] of wanted) {
    const index = order.lines.findIndex((line) => line.lineId === lineId);
    const line = order.lines[index];
    if (!line) return { refused: 'line', lineId };
    const refundable = quantities.get(lineId) ?? 0;
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > refundable)
      return { refused: 'quantity', lineId, refundableQuantity: refundable };
    // The units already refunded (k) and these (q) are valued as the line's first k + q units less
    // its first k, so all of its units together are the whole line, to the cent.
    const sold = line.lineTotalCents - (discountShares[index] ?? 0);
    const before = line.quantity - refundable;
    const grossCents =
      proportion(sold, before + quantity, line.quantity) - proportion(sold, before, line.quantity);
    grossByRate.set(line.rateBasisPoints, (grossByRate.get(line.rateBasisPoints) ?? 0) + grossCents);
    depositCents += line.depositCents * quantity;
  }
  return finish(left, grossByRate, depositCents);
}
