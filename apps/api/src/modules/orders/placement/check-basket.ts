import { meetsMinimumOrder, orderMessages, type PricedOrder, type QuoteRequest } from '@tiffin/core';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import type { Delivery } from './check-delivery.ts';
import { type Checked, failed, passed, problem } from './checked.ts';
import { type BasketLine, itemsSubtotalCents } from './read-basket.ts';

/**
 * The dishes come to the minimum order at least (fee and discount aside): a delivery's zone's
 * (issue 50), else the restaurant's.
 */
export function checkMinimumOrder(
  restaurant: RestaurantSettings,
  lines: readonly BasketLine[],
  delivery?: Delivery,
): Checked<null> {
  const subtotal = itemsSubtotalCents(lines);
  const minimum = minimumOrderCents(restaurant, delivery);
  if (lines.length === 0 || meetsMinimumOrder(subtotal, minimum)) return passed(null);
  return failed(null, problem('minimum_order', orderMessages.checkout.minimumOrderDialog(subtotal, minimum)));
}

/** The minimum an order must reach: its delivery zone's, or the restaurant's for a collection. */
export const minimumOrderCents = (restaurant: RestaurantSettings, delivery: Delivery | undefined) =>
  delivery ? delivery.zone.zone.minimumOrderCents : restaurant.minimumOrderCents;

/**
 * The order stays within the restaurant's bounds for one online order (issue 30): its portions,
 * and its total as charged (fee and discount included). A larger order is for the phone, whose
 * number the refusal gives; a kitchen cannot cook 9,900 portions because a form allowed it.
 */
export function checkOrderSize(
  restaurant: RestaurantSettings,
  lines: readonly BasketLine[],
  priced: PricedOrder,
): Checked<null> {
  const phone = restaurant.phones[0] ?? null;
  const portions = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (portions > restaurant.maxOrderPortions) {
    const message = orderMessages.checkout.tooManyPortions(restaurant.maxOrderPortions, phone);
    return failed(null, problem('order_too_large', message));
  }
  if (priced.totals.totalCents > restaurant.maxOrderTotalCents) {
    const message = orderMessages.checkout.totalTooLarge(restaurant.maxOrderTotalCents, phone);
    return failed(null, problem('order_too_large', message));
  }
  return passed(null);
}

const CONTACT_NUMBER = /^\+?\d{7,15}$/;

export type Contact = { name: string; number: string };

/** The contact the kitchen calls: a name, and a telephone number (spaces ignored). */
export function checkContact(body: QuoteRequest): Checked<Contact> {
  const name = body.contact_person_name?.trim() ?? '';
  const number = (body.contact_person_number ?? '').replace(/[\s-]/g, '');
  const problems = [
    ...(name === '' ? [problem('contact_person_name')] : []),
    ...(CONTACT_NUMBER.test(number) ? [] : [problem('contact_person_number')]),
  ];
  return failed({ name, number }, ...problems);
}
