import { allergenName, centsToEuroString as euro, orderFailedDetail, type QuoteResponse } from '@tiffin/core';
import { AppError } from '../../../errors.ts';
import type { CouponRow } from '../../coupons/index.ts';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import { minimumOrderCents } from './check-basket.ts';
import type { Delivery } from './check-delivery.ts';
import { type Problem, problem } from './checked.ts';
import type { PricedBasket } from './price-basket.ts';
import type { BasketLine } from './read-basket.ts';

/** What a quote shows: the basket as read, where it goes, the coupon, and the server's prices. */
export type Priced = {
  lines: readonly BasketLine[];
  delivery: Delivery | undefined;
  coupon: CouponRow | null | undefined;
  priced: PricedBasket;
};

/** The quote's answer: every line at the server's prices, the totals, the VAT, and the problems. */
export function quoteOf(
  restaurant: RestaurantSettings,
  { lines, delivery, coupon, priced }: Priced,
  problems: Problem[],
): QuoteResponse {
  return {
    lines: lines.map((line, index) => ({
      item_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      unit_price: euro(priced.lines[index]?.unitPriceCents ?? 0),
      line_total: euro(priced.lines[index]?.lineTotalCents ?? 0),
      options: line.options.map((option) => ({
        variation: option.variation,
        label: option.label,
        price: euro(option.price_cents),
      })),
      item_note: line.note,
      allergens: line.allergens.map(allergenName),
    })),
    subtotal: euro(priced.totals.subtotalCents),
    distance_km: delivery ? delivery.distanceKm : null,
    delivery_fee: euro(priced.totals.deliveryFeeCents),
    discount: euro(priced.totals.discountCents),
    coupon_code: coupon ? coupon.code : null,
    deposit: euro(priced.totals.depositCents),
    total: euro(priced.totals.totalCents),
    vat_included: euro(priced.vatCents),
    vat: priced.vat.map((bucket) => ({ rate: bucket.rateBasisPoints / 100, vat: euro(bucket.vatCents) })),
    minimum_order: euro(minimumOrderCents(restaurant, delivery)),
    problems,
  };
}

/** The browser's total is not the server's: the refusal carries the fresh quote to show. */
export function priceChanged(restaurant: RestaurantSettings, found: Priced): AppError {
  const quote = quoteOf(restaurant, found, [problem('price_changed')]);
  return new AppError('price_changed', orderFailedDetail('price_changed'), { extra: { quote } });
}
