import {
  driverMessages,
  formatDublinTime12h,
  formatEuro,
  type OrderStatus,
  REFUND_DAYS,
  refundMessages,
} from '@tiffin/core';
import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { type Addressee, greeting, type Letter, letterOf, newsFooter } from './letter.ts';
import { type Payment, paymentLine } from './order-receipt.ts';

/** What a customer is told: a notification's title and text, and the e-mail that says the same. */
export type News = { title: string; description: string; letter: Letter };

/** A placed order, told in the customer's notifications (the receipt is the e-mail). */
export function orderReceivedNews(order: { reference: string; totalCents: number }, receipt: Letter): News {
  return {
    title: `Order #${order.reference} received`, // not in the spec
    description: `We have your order #${order.reference} for ${formatEuro(order.totalCents)}. We will let you know when the restaurant confirms it.`, // not in the spec
    letter: receipt,
  };
}

export type ChangedOrder = {
  reference: string;
  status: OrderStatus;
  fulfilment: 'delivery' | 'collection';
  /** How it stands paid after the change */
  payment: Payment;
  readyAt: Date | null;
  cancelReason: string | null;
  totalCents: number;
  /** Canceled by its customer, rather than by the restaurant */
  canceledByCustomer: boolean;
  /** The driver who took it out from their run, and when they left (issue 50) */
  driver?: { firstName: string; leftAt: Date } | null;
};

/** An order's new status, as its customer is told it (not in the spec). */
export function orderStatusNews(
  order: ChangedOrder,
  customer: Addressee,
  restaurant: RestaurantSettings,
): News {
  const { title, description } = statusWords(order, restaurant);
  // The last e-mail of an order closes its payment's story: paid, refunded or nothing due.
  const settled = order.status === 'delivered' || order.status === 'refunded' || order.status === 'canceled';
  const blocks = [greeting(customer), description, ...(settled ? [paymentLine(order.payment)] : [])];
  return { title, description, letter: letterOf({ subject: title, blocks, footer: newsFooter(restaurant) }) };
}

function statusWords(order: ChangedOrder, restaurant: RestaurantSettings) {
  const ref = `#${order.reference}`;
  const delivery = order.fulfilment === 'delivery';
  const readyAt = order.readyAt ? formatDublinTime12h(order.readyAt) : null;
  const byWhom = order.canceledByCustomer
    ? `You cancelled your order ${ref}.`
    : `${restaurant.name} cancelled your order ${ref}: ${order.cancelReason ?? ''}`;
  switch (order.status) {
    case 'confirmed':
      return {
        title: `Order ${ref} accepted`,
        description: `${restaurant.name} has accepted your order ${ref}. It will be ${delivery ? 'on its way' : 'ready to collect'} at about ${readyAt}.`,
      };
    case 'processing':
      return {
        title: `Order ${ref} is being prepared`,
        description: `The kitchen is cooking your order ${ref}.`,
      };
    case 'handover':
      return delivery
        ? {
            title: `Order ${ref} is on its way`,
            description: order.driver
              ? driverMessages.onItsWay(ref, order.driver.firstName, formatDublinTime12h(order.driver.leftAt))
              : `Your order ${ref} is out for delivery.`,
          }
        : {
            title: `Order ${ref} is ready`,
            description: `Your order ${ref} is ready to collect at ${restaurant.addressLine}, ${restaurant.town}.`,
          };
    case 'delivered':
      return {
        title: `Order ${ref} ${delivery ? 'delivered' : 'collected'}`,
        description: `Enjoy your meal, and thank you for ordering from ${restaurant.name}.`,
      };
    case 'refunded':
      return {
        title: `Order ${ref} cancelled and refunded`,
        description: `${byWhom} We have refunded ${formatEuro(order.totalCents)} to your card; refunds reach your account within ${REFUND_DAYS}.`,
      };
    default:
      return { title: `Order ${ref} cancelled`, description: `${byWhom} Nothing is due.` };
  }
}

/** A card payment that made no order, refunded whole (not in the spec). */
export function paymentRefundedNews(
  { amountCents, reason }: { amountCents: number; reason: string },
  customer: Addressee,
  restaurant: RestaurantSettings,
): News {
  const amount = formatEuro(amountCents);
  return {
    title: 'Your payment was refunded',
    description: `We could not place the order you paid ${amount} for, so we have refunded the whole amount to your card. ${reason}`,
    letter: letterOf({
      subject: `Your payment of ${amount} to ${restaurant.name} was refunded`,
      blocks: [
        greeting(customer),
        `We could not place the order you paid ${amount} for: ${reason}\nWe have refunded the whole amount to your card. Refunds reach your account within ${REFUND_DAYS}.`,
      ],
      footer: newsFooter(restaurant),
    }),
  };
}

/** An accepted order moved later by busy mode (issue 33; not in the spec). */
export function readyLaterNews(
  order: { reference: string; fulfilment: 'delivery' | 'collection'; readyAt: Date },
  customer: Addressee,
  restaurant: RestaurantSettings,
): News {
  const ref = `#${order.reference}`;
  const when = formatDublinTime12h(order.readyAt);
  const title = `Order ${ref} will be a little later`;
  const description = `${restaurant.name} is busy: your order ${ref} will be ${order.fulfilment === 'delivery' ? 'on its way' : 'ready to collect'} at about ${when}. Sorry for the wait.`;
  const blocks = [greeting(customer), description];
  return { title, description, letter: letterOf({ subject: title, blocks, footer: newsFooter(restaurant) }) };
}

/**
 * Part of an order's money given back (issue 49): "€4.50 refunded: The lamb ran out", to the card
 * (with the days a refund takes) or in cash, and what was paid, refunded and is left.
 */
export function partRefundNews(
  order: { reference: string },
  refund: { amountCents: number; reason: string; method: 'card' | 'cash' },
  money: { paidCents: number; refundedCents: number },
  customer: Addressee,
  restaurant: RestaurantSettings,
): News {
  const ref = `#${order.reference}`;
  const title = `Order ${ref}: ${formatEuro(refund.amountCents)} refunded`;
  const description = refundMessages.refunded(refund.amountCents, refund.reason);
  const how =
    refund.method === 'card'
      ? `We have refunded it to your card; it reaches your account within ${REFUND_DAYS}.`
      : 'It was handed back to you in cash.';
  const sums = `Paid ${formatEuro(money.paidCents)} · refunded ${formatEuro(money.refundedCents)} · kept ${formatEuro(money.paidCents - money.refundedCents)}`;
  const blocks = [greeting(customer), `Order ${ref}: ${description}`, how, sums];
  return { title, description, letter: letterOf({ subject: title, blocks, footer: newsFooter(restaurant) }) };
}
