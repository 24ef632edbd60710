import { meetsMinimumOrder, orderMessages, type QuoteRequest } from '@tiffin/core';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import { type Checked, failed, passed, problem } from './checked.ts';
import { type BasketLine, itemsSubtotalCents } from './read-basket.ts';

/** The dishes come to the restaurant's minimum order at least (fee and discount aside). */
export function checkMinimumOrder(
  restaurant: RestaurantSettings,
  lines: readonly BasketLine[],
): Checked<null> {
  const subtotal = itemsSubtotalCents(lines);
  if (lines.length === 0 || meetsMinimumOrder(subtotal, restaurant.minimumOrderCents)) return passed(null);
  return failed(
    null,
    problem(
      'minimum_order',
      orderMessages.checkout.minimumOrderDialog(subtotal, restaurant.minimumOrderCents),
    ),
  );
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
