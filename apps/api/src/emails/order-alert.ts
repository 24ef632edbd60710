import { formatEuro } from '@tiffin/core';
import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import type { Letter } from './letter.ts';

export type WaitingOrder = {
  reference: string;
  contactName: string;
  totalCents: number;
  /** Whole minutes since it was placed */
  waitedMinutes: number;
};

/**
 * To the restaurant's alert address, once, when a new order has waited past the alert time without
 * being accepted (issue 28): the screen's alarm may be where nobody is.
 */
export function orderWaitingAlert(
  order: WaitingOrder,
  { boardUrl, restaurant }: { boardUrl: string; restaurant: RestaurantSettings },
): Letter {
  const minutes = order.waitedMinutes === 1 ? '1 minute' : `${order.waitedMinutes} minutes`;
  return {
    subject: `Order #${order.reference} is waiting to be accepted (${minutes})`,
    text: [
      `Order #${order.reference} from ${order.contactName}, ${formatEuro(order.totalCents)}, has waited ${minutes} without being accepted.`,
      '',
      `Accept or reject it on the order board: ${boardUrl}`,
      '',
      `An order nobody accepts is rejected, and the customer refunded, after ${restaurant.autoRejectMinutes} minutes.`,
      '',
      restaurant.name,
    ].join('\n'),
  };
}

/** Why an order will not be made that the staff did not stop themselves (issue 47). */
export type DroppedBy = 'customer' | 'unaccepted';

/**
 * To the restaurant's inbox, which had the kitchen copy of the order when it was placed (issue 47):
 * the customer cancelled it, or nobody accepted it in time and it was rejected by itself, so that
 * the inbox does not still read it as an order to make.
 */
export function orderDroppedAlert(
  order: { reference: string; contactName: string; totalCents: number },
  droppedBy: DroppedBy,
  { restaurant }: { restaurant: RestaurantSettings },
): Letter {
  const what = `Order #${order.reference} from ${order.contactName}, ${formatEuro(order.totalCents)}`;
  return droppedBy === 'customer'
    ? {
        subject: `Order #${order.reference} was cancelled by the customer`,
        text: [
          `${what}, was cancelled by the customer. Do not make it.`,
          '',
          'Its time slot, any coupon and the stock it took are free again; a card payment is refunded.',
          '',
          restaurant.name,
        ].join('\n'),
      }
    : {
        subject: `Order #${order.reference} was rejected: nobody accepted it in time`,
        text: [
          `${what}, waited ${restaurant.autoRejectMinutes} minutes without being accepted and was rejected by itself. Do not make it.`,
          '',
          'The customer has been told, and a card payment refunded.',
          '',
          restaurant.name,
        ].join('\n'),
      };
}
