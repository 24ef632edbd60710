import { boardOrder, type OrderSubscriber, orderChangeOf } from '../orders/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { queueTickets } from './printers.service.ts';

/**
 * The kitchen's tickets (issue 28, decision 062): queued for the printers that print on arrival
 * when an order is placed, and for those that print on acceptance, with its ready time, when it is
 * accepted; and for every printer, headed CHANGED, when the staff change it (issue 49). The job rows are the printers' queue, which they pull by CloudPRNT (cloudprnt.ts).
 */
export const orderTickets: OrderSubscriber = {
  config: { name: 'printers.order-tickets', event: ['order.placed', 'order.accepted', 'order.changed'] },
  async handler({ event, deps }) {
    const restaurant = await requireRestaurant(deps);
    if (event.type === 'order.changed') {
      // Every printer, whatever its moment: the kitchen may be cooking it already (issue 49).
      await queueTickets(deps.db, {
        restaurantId: restaurant.id,
        moment: 'change',
        ticket: async () => ({
          ...(await boardOrder(deps, { orderId: event.orderId })),
          change: await orderChangeOf(deps, event.payload),
        }),
        now: event.createdAt,
      });
      return;
    }
    await queueTickets(deps.db, {
      restaurantId: restaurant.id,
      moment: event.type === 'order.placed' ? 'arrival' : 'acceptance',
      ticket: () => boardOrder(deps, { orderId: event.orderId }),
      now: event.createdAt,
    });
  },
};
