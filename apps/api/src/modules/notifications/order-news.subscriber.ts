import { emailFrom } from '../../emails/letter.ts';
import { orderChangedNews } from '../../emails/order-changed-news.ts';
import {
  orderReceivedNews,
  orderStatusNews,
  partRefundNews,
  readyLaterNews,
} from '../../emails/order-news.ts';
import { kitchenCopy, orderReceipt } from '../../emails/order-receipt.ts';
import { findCustomerById } from '../customers/index.ts';
import {
  changedOrderOf,
  duePaymentLink,
  type OrderSubscriber,
  orderChangeOf,
  orderOf,
  orderRefunds,
  placedReceipt,
} from '../orders/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { tellCustomer } from './tell-customer.ts';

/**
 * The customer told of their order (decisions 029, 039, 062): a notification and its e-mail when
 * it is placed (the receipt, with the kitchen's copy to the restaurant), at every status change,
 * when busy mode makes it later, when part of its money is given back (decision 070), and when
 * the staff change it (issue 49). An order without its customer (a deleted account) tells nobody.
 */
export const orderNews: OrderSubscriber = {
  config: {
    name: 'notifications.order-news',
    event: [
      'order.placed',
      'order.accepted',
      'order.status_changed',
      'order.rejected',
      'order.cancelled',
      'order.refunded',
      'order.delayed',
      'order.changed',
    ],
  },
  async handler({ event, deps }) {
    const { db } = deps;
    const order = await orderOf(deps, { orderId: event.orderId });
    if (order.customerId === null) return;
    const customer = await findCustomerById(deps, { customerId: order.customerId });
    if (!customer) return;
    const restaurant = await requireRestaurant(deps);
    const from = emailFrom(restaurant);
    const data = { type: 'order_status', order_id: order.id } as const;
    const now = event.createdAt;
    if (event.type === 'order.placed') {
      const receipt = await placedReceipt(deps, { orderId: order.id });
      const news = orderReceivedNews(order, orderReceipt(receipt, restaurant, customer));
      const copies = [{ from, to: restaurant.email, ...kitchenCopy(receipt) }];
      await tellCustomer({ db, mailer: deps.mailer }, { customer, from, news, data, now, copies });
      return;
    }
    if (event.type === 'order.delayed') {
      const news = readyLaterNews(
        { ...order, readyAt: new Date(event.payload.readyAt) },
        customer,
        restaurant,
      );
      await tellCustomer({ db, mailer: deps.mailer }, { customer, from, news, data, now });
      return;
    }
    if (event.type === 'order.changed') {
      const summary = await orderChangeOf(deps, event.payload);
      const link = summary.settlement === 'link' ? await duePaymentLink(deps, { orderId: order.id }) : null;
      const news = orderChangedNews(order, summary, link?.url ?? null, customer, restaurant);
      await tellCustomer({ db, mailer: deps.mailer }, { customer, from, news, data, now });
      return;
    }
    if (event.type === 'order.waiting' || event.type === 'order.paid_by_link') return;
    const { part } = event.payload;
    if (part) {
      // Part of its money given back (issue 49): how much and why, whatever its status now.
      const refunds = await orderRefunds(deps, { orderId: order.id });
      const refund = refunds.refunds.find((made) => made.id === part.refundId);
      const news = partRefundNews(
        order,
        { amountCents: part.amountCents, reason: part.reason, method: refund?.method ?? refunds.method },
        { paidCents: refunds.paid_cents, refundedCents: refunds.refunded_cents },
        customer,
        restaurant,
      );
      await tellCustomer({ db, mailer: deps.mailer }, { customer, from, news, data, now });
      return;
    }
    const { to: status, driverId } = event.payload;
    const changed = await changedOrderOf(deps, { order, status, driverId, at: event.createdAt });
    const news = orderStatusNews(changed, customer, restaurant);
    await tellCustomer({ db, mailer: deps.mailer }, { customer, from, news, data, now });
  },
};
