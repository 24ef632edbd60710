import {
  allergenName,
  dublinDate,
  formatEuro,
  formatTime12h,
  type PaymentState,
  type PricedOrder,
  paymentWording,
  vatBreakdownText,
  vatMessages,
} from '@tiffin/core';
import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { type Addressee, addressProved, type Letter, longDate, signature } from './letter.ts';

/** What the receipt and the kitchen's copy of a placed order show. */
export type ReceiptOrder = {
  reference: string;
  contact: { name: string; number: string };
  delivery: { address: string; distanceKm: number } | null;
  scheduledAt: Date;
  /** The slot's time, HH:mm in Dublin */
  scheduledTime: string;
  lines: {
    name: string;
    quantity: number;
    options: { variation: string; label: string; price_cents: number }[];
    note: string | null;
    /** The line's allergens as sold: the dish's and its options' (issue 31), codes */
    allergens: string[];
  }[];
  priced: PricedOrder;
  couponCode: string | null;
  /** The VAT the total contains by rate (decision 046) */
  vat: { rate_basis_points: number; vat_cents: number }[];
  orderNote: string | null;
  payment: Payment;
};

/** How the order stands paid (paymentStateOf), and what a refund gave back. */
export type Payment = {
  state: PaymentState;
  totalCents: number;
  refundedCents?: number | null;
};

/** The e-mails' payment line, in the words every surface uses (paymentWording). */
export function paymentLine(payment: Payment): string {
  return `Payment: ${paymentWording(payment)}`;
}

/**
 * The customer's receipt of a placed order. To an address not yet proved it leaves out everything
 * the orderer typed (the contact's name, the address, the notes) and says so.
 */
export function orderReceipt(
  order: ReceiptOrder,
  restaurant: RestaurantSettings,
  customer: Pick<Addressee, 'emailVerifiedAt'>,
): Letter {
  const proved = addressProved(customer);
  return {
    subject: `Your order #${order.reference} at ${restaurant.name}`,
    text: [
      `Thank you${proved ? `, ${order.contact.name}` : ''}: ${restaurant.name} has your order #${order.reference}.`,
      '',
      ...orderDetails(order, proved),
      '',
      ...(proved
        ? []
        : [
            'Your notes and contact details are on the order in your account: this e-mail leaves them out until you confirm your e-mail address with the link we sent.',
            '',
          ]),
      `If you have an allergy, or need to change the order, call us on ${restaurant.phones[0] ?? ''}.`,
      '',
      ...signature(restaurant),
    ].join('\n'),
  };
}

/** The kitchen's copy, to the restaurant's own address. */
export function kitchenCopy(order: ReceiptOrder): Letter {
  const slot = formatTime12h(order.scheduledTime);
  return {
    subject: `New order #${order.reference}: ${order.delivery ? 'delivery' : 'collection'} at ${slot}, ${formatEuro(order.priced.totals.totalCents)}`,
    text: [
      `Order #${order.reference} from ${order.contact.name}, ${order.contact.number}.`,
      '',
      ...orderDetails(order, true),
    ].join('\n'),
  };
}

/**
 * Items, options, notes, totals, VAT and allergens (each line's, as on the ticket, and the order's
 * at the end): the same on both copies, but that without `quoting` (a customer's address not yet
 * proved) the address and notes typed are left out.
 */
function orderDetails(order: ReceiptOrder, quoting: boolean): string[] {
  const { delivery, lines, priced } = order;
  const when = `${longDate(dublinDate(order.scheduledAt))} at ${formatTime12h(order.scheduledTime)}`;
  const allergens = [...new Set(lines.flatMap((line) => line.allergens))].map(allergenName);
  const out = [
    delivery ? `Delivery on ${when}` : `Collection on ${when}`,
    ...(delivery
      ? [
          `Deliver to: ${quoting ? delivery.address : 'the address given with the order'} (${delivery.distanceKm.toFixed(2)} km)`,
        ]
      : []),
    paymentLine(order.payment),
    '',
  ];
  lines.forEach((line, index) => {
    out.push(`${line.quantity} × ${line.name}  ${formatEuro(priced.lines[index]?.lineTotalCents ?? 0)}`);
    for (const option of line.options) {
      const extra = option.price_cents > 0 ? ` (+${formatEuro(option.price_cents)})` : '';
      out.push(`    ${option.variation}: ${option.label}${extra}`);
    }
    if (line.note && quoting) out.push(`    Note: ${line.note}`);
    if (line.allergens.length > 0) out.push(`    Allergens: ${line.allergens.map(allergenName).join(', ')}`);
  });
  const { totals } = priced;
  out.push(
    '',
    `Products: ${formatEuro(totals.subtotalCents)}`,
    ...(delivery ? [`Delivery Fee: ${formatEuro(totals.deliveryFeeCents)}`] : []),
    ...(order.couponCode ? [`Discount (${order.couponCode}): -${formatEuro(totals.discountCents)}`] : []),
    ...(totals.depositCents > 0 ? [`${vatMessages.deposit}: ${formatEuro(totals.depositCents)}`] : []),
    `Total: ${formatEuro(totals.totalCents)}`,
    vatBreakdownText(order.vat),
  );
  if (order.orderNote && quoting) out.push('', `Order note: ${order.orderNote}`);
  out.push(
    '',
    allergens.length > 0
      ? `Allergens in this order: ${allergens.join(', ')}`
      : 'Allergens in this order: none declared',
  );
  return out;
}
