import {
  type DatedVatRate,
  DELIVERY_VAT_CLASS,
  dublinDate,
  type PricedOrder,
  priceOrder,
  type VatBucket,
  type VatClass,
  vatByRate,
  vatRateOn,
} from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { CouponRow } from '../../coupons/index.ts';
import { listVatRates } from '../../restaurant/index.ts';
import type { Delivery } from './check-delivery.ts';
import { type BasketLine, pricingLines } from './read-basket.ts';

/** The rate of each VAT class on the Dublin day of `now`, from the dated table (decision 046). */
export type VatRateOf = (vatClass: VatClass) => number;

export async function vatRatesOn(tx: Db, now: Date): Promise<VatRateOf> {
  return vatRatesFrom(await listVatRates(tx), now);
}

/** The same, from the dated rates already read (placing keeps them with the settings). */
export function vatRatesFrom(rates: readonly DatedVatRate[], now: Date): VatRateOf {
  const day = dublinDate(now);
  return (vatClass) => vatRateOn(rates, vatClass, day);
}

const NO_FEE = { baseFeeCents: 0, baseKm: 0, perKmCents: 0 };

/** The prices, with the rate each line is sold at and the VAT by rate (the deposit in none). */
export type PricedBasket = PricedOrder & { lineRates: number[]; vat: VatBucket[]; vatCents: number };

/**
 * The server's prices: core's pure pricing with the delivery zone's fee, the coupon and the
 * deposits; then the VAT by rate, each line at its dish's class's rate of the day, the delivery fee
 * at the food's, the coupon's discount shared across the lines first.
 */
export function priceBasket(
  lines: readonly BasketLine[],
  delivery: Delivery | undefined,
  coupon: CouponRow | null | undefined,
  rateOf: VatRateOf,
): PricedBasket {
  const priced = priceOrder({
    lines: pricingLines(lines),
    distanceKm: delivery ? delivery.distanceKm : null,
    // The delivery zone's fee (issue 50); a collection has none to charge.
    feeRule: delivery ? delivery.zone.feeRule : NO_FEE,
    coupon: coupon ? { discountType: coupon.discountType, discount: coupon.discount } : null,
  });
  const lineRates = lines.map((line) => rateOf(line.vatClass));
  const vat = vatByRate(
    priced.lines.map((line, index) => ({
      grossCents: line.lineTotalCents,
      rateBasisPoints: lineRates[index] ?? 0,
    })),
    priced.totals.discountCents,
    { feeCents: priced.totals.deliveryFeeCents, rateBasisPoints: rateOf(DELIVERY_VAT_CLASS) },
  );
  const vatCents = vat.reduce((sum, bucket) => sum + bucket.vatCents, 0);
  return { ...priced, lineRates, vat, vatCents };
}
