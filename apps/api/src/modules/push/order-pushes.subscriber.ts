import { orderChangedNews } from '../../emails/order-changed-news.ts';
import { orderStatusNews } from '../../emails/order-news.ts';
import { findCustomerById } from '../customers/index.ts';
import { changedOrderOf, type OrderSubscriber, orderChangeOf, orderOf } from '../orders/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { isPushedStatus, orderStatusPush, staffDroppedPush, staffOrderPush } from './order-push.ts';
import { pushToCustomer, pushToStaff } from './push.service.ts';

/**
 * The pushes of an order (issues 35 and 47, decision 062): to the staff's registered devices when it
 * is placed, when it waits past the alert time, and when it will not be made though no member
 * stopped it; to its customer's browsers at the changes they are pushed about, in the words of
 * their notification, and when the staff change it (issue 49).
 */
export const orderPushes: OrderSubscriber = {
  config: {
    name: 'push.order-pushes',
    event: [
      'order.placed',
      'order.waiting',
      'order.accepted',
      'order.status_changed',
      'order.rejected',
      'order.cancelled',
      'order.refunded',
      'order.changed',
    ],
  },
  async handler({ event, deps }) {
    const { db, pusher } = deps;
    const order = await orderOf(deps, { orderId: event.orderId });
    if (event.type === 'order.placed') {
      await pushToStaff({ db, pusher }, { payload: staffOrderPush(order, null) });
      return;
    }
    if (event.type === 'order.waiting') {
      await pushToStaff({ db, pusher }, { payload: staffOrderPush(order, event.payload.waitedMinutes) });
      return;
    }
    if (event.type === 'order.delayed' || event.type === 'order.paid_by_link') return;
    if (event.type === 'order.changed') {
      if (order.customerId === null) return;
      const customer = await findCustomerById(deps, { customerId: order.customerId });
      if (!customer) return;
      const restaurant = await requireRestaurant(deps);
      const summary = await orderChangeOf(deps, event.payload);
      const news = orderChangedNews(order, summary, null, customer, restaurant);
      await pushToCustomer(
        { db, pusher },
        { customerId: customer.id, payload: orderStatusPush(order, order.status, news) },
      );
      return;
    }
    const { to, by, part, driverId } = event.payload;
    // A part refund is told by notification and e-mail (decision 070), not as a status it already had.
    if (part) return;
    // Cancelled by the customer or rejected by itself: the staff's push replaces the new order's.
    if ((by === 'customer' || by === 'unaccepted') && (to === 'canceled' || to === 'refunded')) {
      await pushToStaff({ db, pusher }, { payload: staffDroppedPush(order, by) });
    }
    if (order.customerId === null || !isPushedStatus(to)) return;
    const customer = await findCustomerById(deps, { customerId: order.customerId });
    if (!customer) return;
    const restaurant = await requireRestaurant(deps);
    const changed = await changedOrderOf(deps, { order, status: to, driverId, at: event.createdAt });
    const news = orderStatusNews(changed, customer, restaurant);
    await pushToCustomer(
      { db, pusher },
      { customerId: customer.id, payload: orderStatusPush(order, to, news) },
    );
  },
};
