import { STAFF_PAGE_PATH } from '@tiffin/core';
import { emailFrom } from '../../emails/letter.ts';
import { orderDroppedAlert, orderWaitingAlert } from '../../emails/order-alert.ts';
import { type OrderSubscriber, orderOf } from '../orders/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';

/**
 * The restaurant's inbox told (issues 28 and 47, decision 062): of a new order left unaccepted past
 * the alert time, at the alert address; and, at the address that had its kitchen copy, of an order
 * it will not make though no member stopped it (its customer cancelled it, or nobody accepted it in
 * time). The staff's devices hear the same from the push module's subscriber.
 */
export const restaurantTold: OrderSubscriber = {
  config: {
    name: 'notifications.restaurant-told',
    event: ['order.waiting', 'order.rejected', 'order.cancelled', 'order.refunded'],
  },
  async handler({ event, deps }) {
    const restaurant = await requireRestaurant(deps);
    const from = emailFrom(restaurant);
    if (event.type === 'order.waiting') {
      const order = await orderOf(deps, { orderId: event.orderId });
      const { publicUrl } = deps.config;
      const boardUrl = publicUrl ? new URL(STAFF_PAGE_PATH, publicUrl).href : STAFF_PAGE_PATH;
      await deps.mailer.enqueue(deps.db, {
        from,
        to: restaurant.alertEmail ?? restaurant.email,
        ...orderWaitingAlert(
          { ...order, waitedMinutes: event.payload.waitedMinutes },
          { boardUrl, restaurant },
        ),
      });
      return;
    }
    if (
      (event.type !== 'order.rejected' &&
        event.type !== 'order.cancelled' &&
        event.type !== 'order.refunded') ||
      event.payload.by === 'staff' ||
      event.payload.by === 'driver'
    ) {
      return;
    }
    const order = await orderOf(deps, { orderId: event.orderId });
    await deps.mailer.enqueue(deps.db, {
      from,
      to: restaurant.email,
      ...orderDroppedAlert(order, event.payload.by, { restaurant }),
    });
  },
};
