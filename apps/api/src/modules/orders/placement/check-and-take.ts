import { orderPortions, type QuoteRequest, type Slot } from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { CouponRow } from '../../coupons/index.ts';
import type { Contact } from './check-basket.ts';
import { checkContact, checkMinimumOrder, checkOrderSize } from './check-basket.ts';
import { checkCoupon, spendCoupon } from './check-coupon.ts';
import { checkDelivery, type Delivery } from './check-delivery.ts';
import { checkOffered, checkSoldOut } from './check-offered.ts';
import { type Checked, must } from './checked.ts';
import { type PricedBasket, priceBasket, vatRatesFrom } from './price-basket.ts';
import { type BasketLine, readBasket } from './read-basket.ts';
import type { SettingsSnapshot } from './settings-snapshot.ts';
import { takeStock } from './stock.ts';

/** What the basket's story needs: the settings, the body as placing takes it, and how its slot is taken. */
export type BasketStory = {
  settings: SettingsSnapshot;
  body: QuoteRequest;
  /** Whose saved address `address_id` may name */
  customerId: number;
  now: Date;
  /** The instant the coupon is judged on (placing: now; a change: when the order was placed) */
  couponAt: Date;
  /**
   * Checks the time chosen for an order of `portions` and takes its place in the slot; a delivery
   * zone's extra minutes (issue 50) push the earliest time back.
   */
  takeSlot: (portions: number, zoneMinutes: number) => Promise<Checked<Slot | undefined>>;
};

/** Everything the story found, checked and took: the order's lines, contact, delivery, slot, coupon and prices. */
export type TakenBasket = {
  lines: BasketLine[];
  contact: Contact;
  delivery: Delivery;
  portions: number;
  slot: Slot;
  coupon: CouponRow | null;
  priced: PricedBasket;
};

/**
 * The placement story (decision 022, issue 49): the basket read from the menu, checked step by step
 * (the first refusal throws, rolling the caller's transaction back), the slot, the coupon use and
 * the stock taken, priced with the VAT of the day. Placing an order tells it for a new basket; a
 * staff change (changes/change-order.ts) for an order's new basket, after giving back what the
 * order held: one story, two entrances.
 */
export async function checkAndTakeBasket(tx: Db, story: BasketStory): Promise<TakenBasket> {
  const { settings, body, customerId, now } = story;
  const { restaurant } = settings;
  const lines = must(await readBasket(tx, restaurant, body.cart));
  const delivery = must(await checkDelivery(tx, { restaurant, zones: settings.zones, customerId, body }));
  must(checkMinimumOrder(restaurant, lines, delivery));
  const contact = must(checkContact(body));
  // Counted on the server from the menu's categories (issue 33): drinks and the like are exempt.
  const portions = orderPortions(lines);
  // Taken as it is checked; a refusal below gives it back with the rollback.
  const slot = must(await story.takeSlot(portions, delivery?.zone.zone.extraMinutes ?? 0));
  must(checkSoldOut({ cart: body.cart, lines, slot, now }));
  must(checkOffered({ cart: body.cart, lines, slot, schedules: settings.schedules }));
  const coupon = must(await checkCoupon(tx, { restaurant, body, now: story.couponAt, lines }));
  await spendCoupon(tx, coupon);
  await takeStock(tx, lines);
  const priced = priceBasket(lines, delivery, coupon, vatRatesFrom(settings.vatRates, now));
  must(checkOrderSize(restaurant, lines, priced));
  return { lines, contact, delivery, portions, slot, coupon, priced };
}
