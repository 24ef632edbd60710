/**
 * Irish VAT by rate and the Re-turn deposit (issue 32, decision 046). Prices are VAT-inclusive: a
 * receipt shows the VAT each rate's share of the total contains, it adds nothing. Pure: the rates
 * themselves are data (the `vat_rates` table), passed in.
 */

import { formatEuro } from './money.ts';
import { vatMessages } from './vat-messages.ts';

/**
 * What a dish is for VAT: `food` (food and catering, hot take-away included: the second reduced
 * rate), `soft_drink` (soft drinks and bottled water), `alcohol` (both at the standard rate) and
 * `zero` (zero-rated).
 */
export const VAT_CLASSES = ['food', 'soft_drink', 'alcohol', 'zero'] as const;
export type VatClass = (typeof VAT_CLASSES)[number];

export function isVatClass(value: string): value is VatClass {
  return (VAT_CLASSES as readonly string[]).includes(value);
}

/** A class's rate in basis points (900 = 9%) from a Dublin day ('YYYY-MM-DD') on, until the next. */
export type DatedVatRate = { vatClass: VatClass; rateBasisPoints: number; validFrom: string };

/**
 * The rates the migration seeds (Revenue's "Current VAT rates", decision 046): food and catering
 * 13.5% since 1 September 2023, 9% from 1 July 2026 (Budget 2026); the standard 23% since 1 March
 * 2021; zero-rated since VAT began. The table is the authority; this copy is for tests.
 */
export const IRISH_VAT_RATES: readonly DatedVatRate[] = [
  { vatClass: 'food', rateBasisPoints: 1350, validFrom: '2023-09-01' },
  { vatClass: 'food', rateBasisPoints: 900, validFrom: '2026-07-01' },
  { vatClass: 'soft_drink', rateBasisPoints: 2300, validFrom: '2021-03-01' },
  { vatClass: 'alcohol', rateBasisPoints: 2300, validFrom: '2021-03-01' },
  { vatClass: 'zero', rateBasisPoints: 0, validFrom: '1972-11-01' },
];

/**
 * The rate of a class on a Dublin day: the one with the latest `validFrom` not after it. A class
 * with no rate yet on that day is a gap in the data, not a 0% sale: it throws.
 */
export function vatRateOn(rates: readonly DatedVatRate[], vatClass: VatClass, day: string): number {
  let found: DatedVatRate | undefined;
  for (const rate of rates) {
    if (rate.vatClass !== vatClass || rate.validFrom > day) continue;
    if (!found || rate.validFrom > found.validFrom) found = rate;
  }
  if (!found) throw new RangeError(`No VAT rate for ${vatClass} on ${day}`);
  return found.rateBasisPoints;
}

/** The delivery fee is taxed with what it delivers: the food (decision 046). */
export const DELIVERY_VAT_CLASS: VatClass = 'food';

/**
 * The VAT a VAT-inclusive amount contains at a rate in basis points: gross × rate / (10000 + rate),
 * rounded to the cent with halves up, in integers (no floating-point half).
 */
export function vatOfGrossCents(grossCents: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) {
    throw new RangeError(`Expected whole cents of 0 or more, got ${grossCents}`);
  }
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0) {
    throw new RangeError(`Expected a VAT rate in whole basis points, got ${rateBasisPoints}`);
  }
  const divisor = 10_000 + rateBasisPoints;
  return Math.floor((2 * grossCents * rateBasisPoints + divisor) / (2 * divisor));
}

/**
 * A discount shared across amounts in proportion to each, by largest remainder: every share is
 * the floor of its exact part, and the cents left go one each to the largest fractions (the
 * earlier amount first on a tie), so the shares add up to the discount exactly and none passes
 * its amount. The discount must not pass the amounts' sum.
 */
export function shareDiscountCents(amountsCents: readonly number[], discountCents: number): number[] {
  const sum = amountsCents.reduce((total, amount) => total + amount, 0);
  if (!Number.isSafeInteger(discountCents) || discountCents < 0 || discountCents > sum) {
    throw new RangeError(`Expected a discount from 0 to ${sum} cents, got ${discountCents}`);
  }
  if (discountCents === 0) return amountsCents.map(() => 0);
  const shares = amountsCents.map((amount) => Math.floor((amount * discountCents) / sum));
  const remainders = amountsCents.map((amount, index) => ({
    index,
    remainder: (amount * discountCents) % sum,
  }));
  let left = discountCents - shares.reduce((total, share) => total + share, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A line for VAT: what it sells for (unit × quantity) and its rate. */
export type VatLine = { grossCents: number; rateBasisPoints: number };

/** One rate's part of an order: what was sold at it after the discount, net of VAT, and its VAT. */
export type VatBucket = { rateBasisPoints: number; grossCents: number; netCents: number; vatCents: number };

/**
 * The VAT of an order by rate: the coupon's discount is shared across the lines in proportion to
 * their gross (`shareDiscountCents`) before any VAT is worked out; the delivery fee is a supply at
 * the food's rate (`delivery.rateBasisPoints`); each rate's gross is summed and its VAT rounded
 * once. The buckets, lowest rate first, hold every rate the order sells at (a 100% coupon leaves
 * them at €0). The deposit is no sale and belongs to no bucket.
 */
export function vatByRate(
  lines: readonly VatLine[],
  discountCents: number,
  delivery?: { feeCents: number; rateBasisPoints: number },
): VatBucket[] {
  const shares = shareDiscountCents(
    lines.map((line) => line.grossCents),
    discountCents,
  );
  const grossByRate = new Map<number, number>();
  const add = (rate: number, cents: number) => grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + cents);
  for (const [index, line] of lines.entries())
    add(line.rateBasisPoints, line.grossCents - (shares[index] ?? 0));
  if (delivery && delivery.feeCents > 0) add(delivery.rateBasisPoints, delivery.feeCents);
  return [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, grossCents]) => {
      const vatCents = vatOfGrossCents(grossCents, rateBasisPoints);
      return { rateBasisPoints, grossCents, netCents: grossCents - vatCents, vatCents };
    });
}

/**
 * Ireland's deposit return scheme (Re-turn, since 1 February 2024) on a drink's container: €0.15
 * from 150 ml to 500 ml, €0.25 above 500 ml up to 3 litres; none outside the scheme.
 */
export function returnDepositCents(volumeMl: number): number {
  if (volumeMl < 150 || volumeMl > 3000) return 0;
  return volumeMl <= 500 ? 15 : 25;
}

/** A rate as a receipt says it: 900 → '9%', 1350 → '13.5%'. */
export function formatVatRate(rateBasisPoints: number): string {
  return `${rateBasisPoints / 100}%`;
}

/** "VAT 9%: €1.61 · VAT 23%: €0.30": the VAT of each rate, lowest rate first. */
export function vatBreakdownText(
  buckets: readonly { rate_basis_points: number; vat_cents: number }[],
): string {
  return [...buckets]
    .sort((a, b) => a.rate_basis_points - b.rate_basis_points)
    .map((bucket) =>
      vatMessages.vatAtRate(formatVatRate(bucket.rate_basis_points), formatEuro(bucket.vat_cents)),
    )
    .join(vatMessages.separator);
}
