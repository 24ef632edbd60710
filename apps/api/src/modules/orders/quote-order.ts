import { orderPortions, type QuoteRequest, type QuoteResponse } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { listWindows, schedulesOf } from '../menu/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { zonesOf } from '../zones/index.ts';
import { checkPaymentMethod } from './placement/card-payment.ts';
import { checkContact, checkMinimumOrder, checkOrderSize } from './placement/check-basket.ts';
import { checkCoupon } from './placement/check-coupon.ts';
import { checkDelivery } from './placement/check-delivery.ts';
import { checkOffered, checkSoldOut } from './placement/check-offered.ts';
import { checkOrderingOpen } from './placement/check-open.ts';
import { checkSlot } from './placement/check-slot.ts';
import { checkOrderTip } from './placement/check-tip.ts';
import { collect, type Problem, problem } from './placement/checked.ts';
import { priceBasket, vatRatesOn } from './placement/price-basket.ts';
import { quoteOf } from './placement/quote-of.ts';
import { readBasket } from './placement/read-basket.ts';
import { checkStock } from './placement/stock.ts';

/**
 * How a phone order is placed differently (place-phone-order.ts): the online pause does not stop the
 * staff, and a time the storefront no longer offers may be taken when they say so (`anyTime`).
 */
export type PhoneEntrance = { anyTime: boolean };

/**
 * The server's prices for a basket and every reason placing it now would be refused: the checks
 * placing makes, read-only, each problem listed rather than the first refusing. Writes nothing.
 * With `phone`, the checks of the staff's phone orders.
 */
export async function quoteOrder(
  { db, clock, paymentGateway }: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>,
  { customerId, body, phone }: { customerId: number; body: QuoteRequest; phone?: PhoneEntrance },
): Promise<QuoteResponse & { problems: Problem[] }> {
  const now = clock.now();
  const restaurant = await requireRestaurant({ db });
  const problems: Problem[] = [];
  return db.transaction(async (tx) => {
    if (!phone) collect(await checkOrderingOpen({ db: tx, clock }, restaurant, body), problems);
    const lines = collect(await readBasket(tx, restaurant, body.cart), problems);
    const zones = await zonesOf(tx, restaurant.id);
    const delivery = collect(await checkDelivery(tx, { restaurant, zones, customerId, body }), problems);
    collect(checkMinimumOrder(restaurant, lines, delivery), problems);
    collect(checkContact(body), problems);
    const zoneMinutes = delivery?.zone.zone.extraMinutes ?? 0;
    const slotChecked = await checkSlot(tx, {
      restaurant,
      body,
      now,
      portions: orderPortions(lines),
      zoneMinutes,
    });
    const slot = collect(
      phone?.anyTime
        ? {
            ...slotChecked,
            problems: slotChecked.problems.filter((found) => found.code !== 'slot_unavailable'),
          }
        : slotChecked,
      problems,
    );
    const schedules = schedulesOf(await listWindows(tx, restaurant.id));
    collect(checkSoldOut({ cart: body.cart, lines, slot, now }), problems);
    collect(checkOffered({ cart: body.cart, lines, slot, schedules }), problems);
    const coupon = collect(await checkCoupon(tx, { restaurant, body, now, lines }), problems);
    collect(checkStock(lines), problems);
    const priced = priceBasket(lines, delivery, coupon, await vatRatesOn(tx, now));
    collect(checkOrderSize(restaurant, lines, priced), problems);
    if (body.order_amount !== undefined && body.order_amount !== priced.totals.totalCents)
      problems.push(problem('price_changed'));
    collect(checkPaymentMethod(paymentGateway, body), problems);
    collect(checkOrderTip(restaurant, body, priced.totals), problems);
    return { ...quoteOf(restaurant, { lines, delivery, coupon, priced }, problems), problems };
  });
}
