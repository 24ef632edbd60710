import { boardOrder, type OrderSubscriber } from '../orders/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { queueTickets } from './printers.service.ts';

/**
 * The kitchen's tickets (issue 28, decision 062): queued for the printers that print on arrival
 * when an order is placed, and for those that print on acceptance, with its ready time, when it is
 * accepted. The job rows are the printers' queue, which they pull by CloudPRNT (cloudprnt.ts).
 */
export const orderTickets: OrderSubscriber = {
  config: { name: 'printers.order-tickets', event: ['order.placed', 'order.accepted'] },
  async handler({ event, deps }) {
    const restaurant = await requireRestaurant(deps);
    await queueTickets(deps.db, {
      restaurantId: restaurant.id,
      moment: event.type === 'order.placed' ? 'arrival' : 'acceptance',
      ticket: () => boardOrder(deps, { orderId: event.orderId }),
      now: event.createdAt,
    });
  },
};
