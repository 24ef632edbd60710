import { MINUTE_MS } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { writeOrderEvent } from './order-events.ts';
import * as repository from './orders.repository.ts';

/** How often the server looks for new orders waiting past the alert time: within ~15 s of it. */
export const ORDER_ALERT_SWEEP_INTERVAL_MS = 15_000;

/**
 * Escalation beyond the screen (issue 28): a new order that has waited unaccepted for the
 * restaurant's alert time (`accept_alert_minutes`) says so, once, by its `order.waiting` event: the
 * alert address is e-mailed and the staff's devices told by its subscribers (decision 062). The
 * order is marked by a conditional update in the transaction that writes the event, so two sweeps
 * at once announce it once.
 */
export async function emailWaitingOrders(
  deps: Pick<AppDeps, 'db' | 'clock' | 'orderEvents'>,
): Promise<number> {
  const { db, clock } = deps;
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  const before = new Date(now.getTime() - restaurant.acceptAlertMinutes * MINUTE_MS);
  let sent = 0;
  for (const orderId of await repository.pendingOrdersToAlert(db, before)) {
    const alerted = await db.transaction(async (tx) => {
      const order = await repository.markAlertEmailed(tx, orderId, now);
      if (!order) return false;
      const waitedMinutes = Math.floor((now.getTime() - order.createdAt.getTime()) / MINUTE_MS);
      await writeOrderEvent(tx, { type: 'order.waiting', orderId, payload: { waitedMinutes } }, now);
      return true;
    });
    if (alerted) sent += 1;
  }
  if (sent > 0) deps.orderEvents.wake();
  return sent;
}
