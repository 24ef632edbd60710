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
