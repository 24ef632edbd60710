import {
  allergenName,
  dublinDate,
  formatDublinTime12h,
  formatEuro,
  formatTime12h,
  type PaymentState,
  type PricedOrder,
  paymentWording,
  type TipSettings,
  tipMessages,
  tipsNotice,
  tipsOffered,
  vatBreakdownText,
  vatMessages,
} from '@tiffin/core';
import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { type Addressee, addressProved, type Letter, longDate, sellerLines, signature } from './letter.ts';
import { receiptHtml } from './order-receipt-html.ts';
import type { ReceiptView } from './receipt-view.ts';

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
  /** The tip paid with the card, apart from the total and its VAT (issue 51); 0 when none */
  tipCents: number;
  /** A phone order's answer to the allergy question (issue 49); absent or null online */
  allergy?: { answer: 'no' | 'yes'; details: string | null } | null;
  /** A phone order's payment link, open (issue 49) */
  paymentLink?: { url: string; expiresAt: Date } | null;
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
 * The customer's receipt of a placed order, as text and as HTML saying the same (issue 47), ending
 * with who sells: the restaurant, its address, its legal name and VAT number. To an address not yet
 * proved it leaves out everything the orderer typed (the contact's name, the address, the notes)
 * and says so.
 */
export function orderReceipt(
  order: ReceiptOrder,
  restaurant: RestaurantSettings,
  customer: Pick<Addressee, 'emailVerifiedAt'>,
): Letter {
  const proved = addressProved(customer);
  const view = { ...receiptView(order, proved), tipsNotice: noticeOf(order, restaurant) };
  const subject = `Your order #${order.reference} at ${restaurant.name}`;
  const thanks = `Thank you${proved ? `, ${order.contact.name}` : ''}: ${restaurant.name} has your order #${order.reference}.`;
  const unprovedNote = proved
    ? null
    : 'Your notes and contact details are on the order in your account: this e-mail leaves them out until you confirm your e-mail address with the link we sent.';
  const phone = restaurant.phones[0] ?? '';
  const callUs = `If you have an allergy, or need to change the order, call us on ${phone}.`;
  const footer = [...signature(restaurant), ...sellerLines(restaurant)];
  return {
    subject,
    text: [
      thanks,
      '',
      ...receiptText(view),
      '',
      ...(unprovedNote ? [unprovedNote, ''] : []),
      callUs,
      '',
      ...footer,
    ].join('\n'),
    html: receiptHtml({ title: subject, thanks, view, unprovedNote, callUs, phone, footer }),
  };
}

/** The kitchen's copy, to the restaurant's own address: text only, as the kitchen reads it. */
export function kitchenCopy(order: ReceiptOrder): Letter {
  const slot = formatTime12h(order.scheduledTime);
  return {
    subject: `New order #${order.reference}: ${order.delivery ? 'delivery' : 'collection'} at ${slot}, ${formatEuro(order.priced.totals.totalCents)}`,
    text: [
      `Order #${order.reference} from ${order.contact.name}, ${order.contact.number}.`,
      '',
      ...receiptText({ ...receiptView(order, true), tipsNotice: [] }),
    ].join('\n'),
  };
}

/**
 * Items, options, notes, totals, VAT and allergens (each line's, as on the ticket, and the order's
 * at the end): the same on both copies, but that without `quoting` (a customer's address not yet
 * proved) the address and notes typed are left out.
 */
/** The tips notice in the receipt (issue 51): whenever tips are offered, or the order had one. */
function noticeOf(order: ReceiptOrder, restaurant: Pick<RestaurantSettings, 'name' | 'tipSettings'>) {
  const settings: TipSettings = restaurant.tipSettings;
  return tipsOffered(settings) || order.tipCents > 0 ? tipsNotice(settings, restaurant.name) : [];
}

function receiptView(order: ReceiptOrder, quoting: boolean): Omit<ReceiptView, 'tipsNotice'> {
  const { delivery, lines, priced } = order;
  const when = `${longDate(dublinDate(order.scheduledAt))} at ${formatTime12h(order.scheduledTime)}`;
  const allergens = [...new Set(lines.flatMap((line) => line.allergens))].map(allergenName);
  const { totals } = priced;
  return {
    facts: [
      delivery ? `Delivery on ${when}` : `Collection on ${when}`,
      ...(delivery
        ? [
            `Deliver to: ${quoting ? delivery.address : 'the address given with the order'} (${delivery.distanceKm.toFixed(2)} km)`,
          ]
        : []),
      paymentLine(order.payment),
      ...allergyFacts(order.allergy ?? null, quoting),
      ...(order.paymentLink
        ? [
            `Pay by card here before ${formatDublinTime12h(order.paymentLink.expiresAt)}, or the order is cancelled: ${order.paymentLink.url}`,
          ]
        : []),
    ],
    lines: lines.map((line, index) => ({
      item: `${line.quantity} × ${line.name}`,
      amount: formatEuro(priced.lines[index]?.lineTotalCents ?? 0),
      details: [
        ...line.options.map((option) => {
          const extra = option.price_cents > 0 ? ` (+${formatEuro(option.price_cents)})` : '';
          return `${option.variation}: ${option.label}${extra}`;
        }),
        ...(line.note && quoting ? [`Note: ${line.note}`] : []),
        ...(line.allergens.length > 0 ? [`Allergens: ${line.allergens.map(allergenName).join(', ')}`] : []),
      ],
    })),
    totals: [
      { label: 'Products', amount: formatEuro(totals.subtotalCents) },
      ...(delivery ? [{ label: 'Delivery Fee', amount: formatEuro(totals.deliveryFeeCents) }] : []),
      ...(order.couponCode
        ? [{ label: `Discount (${order.couponCode})`, amount: `-${formatEuro(totals.discountCents)}` }]
        : []),
      ...(totals.depositCents > 0
        ? [{ label: vatMessages.deposit, amount: formatEuro(totals.depositCents) }]
        : []),
      { label: 'Total', amount: formatEuro(totals.totalCents) },
      // Its own line, never a service charge (issue 51); the VAT below is the total's alone.
      ...(order.tipCents > 0
        ? [
            { label: tipMessages.line, amount: formatEuro(order.tipCents) },
            { label: tipMessages.withTip, amount: formatEuro(totals.totalCents + order.tipCents) },
          ]
        : []),
    ],
    vat: [...order.vat]
      .sort((a, b) => a.rate_basis_points - b.rate_basis_points)
      .map((bucket) => vatBreakdownText([bucket])),
    orderNote: order.orderNote && quoting ? `Order note: ${order.orderNote}` : null,
    allergens:
      allergens.length > 0
        ? `Allergens in this order: ${allergens.join(', ')}`
        : 'Allergens in this order: none declared',
  };
}

/** The view as the text part writes it: a line each, options and notes indented under their item. */
function receiptText(view: ReceiptView): string[] {
  return [
    ...view.facts,
    '',
    ...view.lines.flatMap((line) => [
      `${line.item}  ${line.amount}`,
      ...line.details.map((detail) => `    ${detail}`),
    ]),
    '',
    ...view.totals.map((total) => `${total.label}: ${total.amount}`),
    view.vat.join(vatMessages.separator),
    ...(view.orderNote ? ['', view.orderNote] : []),
    '',
    view.allergens,
    ...(view.tipsNotice.length > 0 ? ['', tipMessages.pageTitle, ...view.tipsNotice] : []),
  ];
}

/** A phone order's allergy answer, in writing as the FSAI asks of distance selling (issue 49). */
function allergyFacts(allergy: ReceiptOrder['allergy'], quoting: boolean): string[] {
  if (!allergy) return [];
  if (allergy.answer === 'no') return ['You told us no one eating has a food allergy.'];
  return [`Food allergy you told us of: ${quoting ? allergy.details : 'as given with the order'}`];
}
