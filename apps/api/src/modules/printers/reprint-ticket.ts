import type { ReprintResponse } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { boardOrder } from '../orders/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';
import { queueTickets } from './printers.service.ts';

/**
 * "Reprint" on the board (issue 28): the order's ticket, as it is now, queued for every enabled
 * printer, and the reprint logged, in one transaction. An order that does not exist is a 404. The
 * printers' own action, asked by a member and answered with how many printers got it, so no event
 * of orders (decision 062).
 */
export async function reprintTicket(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { orderId, staffId }: { orderId: number; staffId: number },
): Promise<ReprintResponse> {
  const restaurant = await requireRestaurant({ db });
  return db.transaction(async (tx) => {
    const order = await boardOrder({ db: tx }, { orderId });
    const printers = await queueTickets(tx, {
      restaurantId: restaurant.id,
      moment: 'reprint',
      ticket: async () => order,
      now: clock.now(),
    });
    await recordAction(
      { db: tx, clock },
      { staffId, action: 'reprinted an order', subject: `order ${order.reference}`, details: { printers } },
    );
    return { printers };
  });
}
