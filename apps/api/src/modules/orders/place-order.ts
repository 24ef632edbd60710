import { dublinDate, type PlaceOrderResponse } from '@tiffin/core';
import { transaction } from '../../db/prepared.ts';
import type { AppDeps } from '../../deps.ts';
import { recordGuarded } from '../guard/index.ts';
import type { PlaceOrderInput } from '../payments/index.ts';
import { askGateway, checkCardPaid, lockCardPayment } from './placement/card-payment.ts';
import { checkAndTakeBasket } from './placement/check-and-take.ts';
import { checkGuard } from './placement/check-guard.ts';
import { checkOrderingOpen } from './placement/check-open.ts';
import { checkAndTakeSlot } from './placement/check-slot.ts';
import { checkOrderTip } from './placement/check-tip.ts';
import { must } from './placement/checked.ts';
import {
  claimKey,
  keepAnswer,
  placedAnswer,
  placedAnswerOf,
  requireIdempotencyKey,
} from './placement/idempotency.ts';
import { priceChanged } from './placement/quote-of.ts';
import { settingsAt } from './placement/settings-snapshot.ts';
import { writeOrder } from './placement/write-order.ts';

/**
 * Places an order (checkout-and-account §4, §7 call 6, §8; DECISIONS.md; decision 022): one
 * transaction that claims the Idempotency-Key, reads the basket from the menu, checks it step by
 * step (the first refusal rolls everything back), takes the slot, the coupon use and the stock
 * atomically, prices it, asks the fake-order guard, and records it as sold, with the event that tells the others (decision 062). The same key
 * with the same body answers the first answer; a card payment that made its order answers that order.
 */
export async function placeOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'orderEvents' | 'paymentGateway'>,
  { customer, idempotencyKey, body }: PlaceOrderInput,
): Promise<PlaceOrderResponse> {
  const { db, clock } = deps;
  const key = { customerId: customer.id, key: requireIdempotencyKey(idempotencyKey) };
  const now = clock.now();
  const card = await askGateway(deps.paymentGateway, body);

  const answer = await transaction(db, async (tx) => {
    const claim = await claimKey(tx, { ...key, body, now });
    if (!claim.claimed) return { placed: false, response: claim.answer };
    // Kept in memory while their version, read with the claim, stays the same (decision 054).
    const settings = await settingsAt(db, tx, claim.settingsVersion, dublinDate(now));
    const { restaurant } = settings;
    const payment = await lockCardPayment(tx, card, customer.id);
    if (payment?.orderId) {
      // The payment made its order already (another tab, a retry under a new key): that order it is.
      return { placed: false, response: await keepAnswer(tx, key, await placedAnswer(tx, payment.orderId)) };
    }

    must(await checkOrderingOpen({ db: tx, clock }, restaurant, body));
    const basket = await checkAndTakeBasket(tx, {
      settings,
      body,
      customerId: customer.id,
      now,
      couponAt: now,
      takeSlot: (portions, zoneMinutes) =>
        checkAndTakeSlot(tx, { settings, body, now, portions, zoneMinutes }),
    });
    const { lines, delivery, coupon, priced } = basket;
    if (body.order_amount !== priced.totals.totalCents)
      throw priceChanged(restaurant, { lines, delivery, coupon, priced });
    // The tip is apart from the total (issue 51): the card pays both, the sale is the total alone.
    const tipCents = must(checkOrderTip(restaurant, body, priced.totals));
    checkCardPaid(card, payment, {
      customerId: customer.id,
      totalCents: priced.totals.totalCents + tipCents,
    });
    // The fake-order guard (decision 073): blocked, card only, or a phone code for a tripped cash order.
    const guard = await checkGuard(tx, { settings, customer, body, basket, now });

    const order = { ...basket, restaurant, customerId: customer.id, body, card, payment, now, tipCents };
    // With its `order.placed` event: the receipt, the devices told and the tickets follow (decision 062).
    const written = await writeOrder(tx, order);
    await recordGuarded(tx, guard, written.id, now);
    const response = placedAnswerOf({ ...written, totalCents: priced.totals.totalCents, tipCents });
    return { placed: true, response: await keepAnswer(tx, key, response) };
  });
  if (answer.placed) deps.orderEvents.wake();
  return answer.response;
}
