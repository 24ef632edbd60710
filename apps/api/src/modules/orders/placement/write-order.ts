import type { PlaceOrderRequest, Slot } from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { CouponRow } from '../../coupons/index.ts';
import { markPaymentPlaced, type PaymentRow } from '../../payments/index.ts';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import type { CardPayment } from './card-payment.ts';
import type { Contact } from './check-basket.ts';
import type { Delivery } from './check-delivery.ts';
import type { PricedBasket } from './price-basket.ts';
import type { BasketLine } from './read-basket.ts';
import { insertPlacedOrder, type PlacedLineRow } from './write-order.repository.ts';

/** Everything placing found, checked and took: what the order is made of. */
export type CheckedOrder = {
  restaurant: RestaurantSettings;
  /** null: a phone order's guest (issue 49) */
  customerId: number | null;
  body: PlaceOrderRequest;
  lines: BasketLine[];
  contact: Contact;
  delivery: Delivery;
  slot: Slot;
  /** The portions it took in the slot (issue 33), kept to give back if it is canceled */
  portions: number;
  coupon: CouponRow | null;
  priced: PricedBasket;
  card: CardPayment | null;
  payment: PaymentRow | null;
  now: Date;
  /** The tip (issue 51), apart from the total, paid with it by card */
  tipCents: number;
};

export type WrittenOrder = { id: number; reference: string; vatCents: number };

/**
 * Records the order as sold: the order with its prices and VAT (by rate in `order_vat`), its lines
 * as sold (names, options, allergens, VAT rate and deposit copied, so a later menu change does not
 * rewrite them), its first status change and the event that tells every server process, in one
 * statement; then the card payment marked as having made it.
 */
export async function writeOrder(tx: Db, order: CheckedOrder): Promise<WrittenOrder> {
  const { restaurant, customerId, body, lines, contact, delivery, slot, coupon, priced, now } = order;
  const { vatCents } = priced;
  const { id, reference } = await insertPlacedOrder(tx, {
    order: {
      restaurantId: restaurant.id,
      customerId,
      status: 'pending',
      fulfilment: delivery ? 'delivery' : 'collection',
      paymentMethod: body.payment_method,
      scheduledAt: slot.startsAt,
      portions: order.portions,
      contactName: contact.name,
      contactPhone: contact.number,
      deliveryAddress: delivery?.address ?? null,
      distanceKm: delivery?.distanceKm ?? null,
      ...priced.totals,
      tipCents: order.tipCents,
      vatCents,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      orderNote: body.order_note || null,
      paymentIntentId: order.card?.intentId ?? null,
      createdAt: now,
    },
    vat: priced.vat,
    lines: lineRowsOf(lines, priced),
  });
  if (order.payment) await markPaymentPlaced(tx, { paymentId: order.payment.id, orderId: id, now });
  return { id, reference, vatCents };
}

/**
 * The lines as sold: names, options, allergens, VAT rate and deposit copied, so a later menu change
 * does not rewrite them; each option says whether its stock was taken (it was limited then), so
 * that a cancel or a change gives exactly that back.
 */
export function lineRowsOf(lines: readonly BasketLine[], priced: PricedBasket): PlacedLineRow[] {
  return lines.map((line, position) => ({
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    unitPriceCents: priced.lines[position]?.unitPriceCents ?? 0,
    lineTotalCents: priced.lines[position]?.lineTotalCents ?? 0,
    options: line.options.map(({ variation, label, price_cents, option_id, stock }) => ({
      variation,
      label,
      price_cents,
      option_id,
      stock_taken: stock !== null,
    })),
    note: line.note,
    allergens: line.allergens,
    vatRateBasisPoints: priced.lineRates[position] ?? 0,
    depositCents: line.depositCents,
    position,
  }));
}
