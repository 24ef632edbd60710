import { customerOrderPath, type OrderStatus, type PushPayload, STAFF_PAGE_PATH } from '@tiffin/core';
import type { CustomerNews } from '../notifications/index.ts';

/**
 * The changes a customer is pushed about (issue 35): accepted (with its ready time), ready or on its
 * way, delivered or collected, rejected, cancelled or refunded. "Being prepared" is left to the
 * e-mail and the order's page: a phone buzzing for it tells nothing the customer acts on.
 */
const PUSHED_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'confirmed',
  'handover',
  'delivered',
  'canceled',
  'refunded',
]);

export const isPushedStatus = (status: OrderStatus): boolean => PUSHED_STATUSES.has(status);

/** The customer's push: the notification's words, opening the order's page; one per order on screen. */
export function orderStatusPush(
  order: { id: number; reference: string },
  status: OrderStatus,
  news: Pick<CustomerNews, 'title' | 'description'>,
): PushPayload {
  return {
    title: news.title,
    body: news.description,
    url: customerOrderPath(order.id),
    tag: `order-${order.id}`,
    reference: order.reference,
    status,
  };
}

/** The staff's push about a new order, or one still waiting at the alert time; opens the board. */
export function staffOrderPush(
  order: { id: number; reference: string; contactName: string },
  waitedMinutes: number | null,
): PushPayload {
  return waitedMinutes === null
    ? {
        title: `New order #${order.reference}`,
        body: `${order.contactName} has placed an order: accept it on the board.`,
        url: STAFF_PAGE_PATH,
        tag: `staff-order-${order.id}`,
        reference: order.reference,
        status: 'pending',
      }
    : {
        title: `Order #${order.reference} is waiting`,
        body: `Nobody has accepted ${order.contactName}'s order for ${waitedMinutes} minutes.`,
        url: STAFF_PAGE_PATH,
        tag: `staff-order-${order.id}`,
        reference: order.reference,
        status: 'pending',
      };
}

/** The staff's push when an order will not be made that they did not stop (issue 47); it replaces the new order's. */
export function staffDroppedPush(
  order: { id: number; reference: string; contactName: string },
  droppedBy: 'customer' | 'unaccepted',
): PushPayload {
  return {
    title: `Order #${order.reference} ${droppedBy === 'customer' ? 'cancelled' : 'rejected'}`,
    body:
      droppedBy === 'customer'
        ? `${order.contactName} cancelled the order: do not make it.`
        : `Nobody accepted ${order.contactName}'s order in time: it was rejected.`,
    url: STAFF_PAGE_PATH,
    tag: `staff-order-${order.id}`,
    reference: order.reference,
    status: 'canceled',
  };
}
