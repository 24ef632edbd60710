import {
  centsToEuroString,
  formatScheduleAt,
  lineTotalCents,
  ORDER_ITEM_TYPE,
  ORDER_TYPE_BY_DELIVERY_MODE,
  PAYMENT_METHOD_CODES,
  type PlaceOrderPayload,
  parseTime12h,
  RESTAURANT_ID,
  UNAVAILABLE_ITEM_NOTE,
} from '@tiffin/core';
import type { BasketLineForOrder, CheckoutDraft } from '../types';

/** The order payload without the amount agreed to: what the quote takes (`POST .../order/quote`). */
export type QuotePayload = Omit<PlaceOrderPayload, 'order_amount' | 'payment_method'> &
  Partial<Pick<PlaceOrderPayload, 'payment_method'>>;

type OrderCartLinePayload = PlaceOrderPayload['cart'][number];
type OrderVariation = NonNullable<OrderCartLinePayload['variations']>[number];

/**
 * A basket line as the order sends it (§7): the chosen option of each variation group as
 * `{ name, values: { label: [...] } }` (the server matches group and label by name), no add-ons
 * (the menu has none), and the line total the customer saw as `price`, which the server never
 * charges (it prices the order itself).
 */
export function cartLineOf(line: BasketLineForOrder): OrderCartLinePayload {
  const groups = new Map<string, string[]>();
  for (const option of line.options) {
    groups.set(option.variationName, [...(groups.get(option.variationName) ?? []), option.label]);
  }
  const variations: OrderVariation[] = [...groups].map(([name, label]) => ({ name, values: { label } }));
  return {
    item_id: line.productId,
    item_type: ORDER_ITEM_TYPE,
    quantity: line.quantity,
    price: centsToEuroString(lineTotalCents(line.unitPriceCents, line.quantity)),
    add_on_ids: [],
    add_on_qtys: [],
    variations,
    item_note: line.note.trim(),
  };
}

/**
 * The order as the customer has chosen it so far (§7 "Order payload fields"), with no fallback
 * for what is missing (DECISIONS.md): the delivery address as the saved address's id, the time
 * only once both date and time are chosen.
 */
export function orderPayloadOf(draft: CheckoutDraft, lines: readonly BasketLineForOrder[]): QuotePayload {
  const delivery = draft.mode === 'delivery';
  return {
    order_type: ORDER_TYPE_BY_DELIVERY_MODE[draft.mode],
    payment_method: PAYMENT_METHOD_CODES[draft.paymentMethod],
    restaurant_id: String(RESTAURANT_ID) as '2',
    cart: lines.map(cartLineOf),
    is_buy_now: 'false',
    unavailable_item_note: UNAVAILABLE_ITEM_NOTE,
    cutlery: 'false',
    ...(draft.orderNote === '' ? {} : { order_note: draft.orderNote }),
    ...(delivery && draft.address !== null ? { address_id: draft.address.id } : {}),
    ...scheduleOf(draft),
    ...(draft.couponCode === null ? {} : { coupon_code: draft.couponCode }),
    ...(draft.contactName === '' ? {} : { contact_person_name: draft.contactName }),
    ...(draft.contactPhone === '' ? {} : { contact_person_number: draft.contactPhone }),
    // A tip goes with a card payment only (issue 51): the server refuses one on cash.
    ...(draft.paymentMethod === 'card' && draft.tip ? { tip: draft.tip } : {}),
  };
}

/** `schedule_at` once a date and a slot are chosen: the slot's label ('6:15 PM') in 24-hour time. */
export function scheduleOf(draft: Pick<CheckoutDraft, 'date' | 'time'>): { schedule_at?: string } {
  const time = draft.time === null ? null : parseTime12h(draft.time);
  return draft.date === null || time === null ? {} : { schedule_at: formatScheduleAt(draft.date, time) };
}
