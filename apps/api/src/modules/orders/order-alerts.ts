import { MINUTE_MS, STAFF_PAGE_PATH } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { emailFrom } from '../../emails/letter.ts';
import { orderWaitingAlert } from '../../emails/order-alert.ts';
import { pushToStaff } from '../push/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { staffOrderPush } from './order-push.ts';
import * as repository from './orders.repository.ts';

/** How often the server looks for new orders waiting past the alert time: within ~15 s of it. */
export const ORDER_ALERT_SWEEP_INTERVAL_MS = 15_000;

/**
 * Escalation beyond the screen (issue 28): a new order that has waited unaccepted for the
 * restaurant's alert time (`accept_alert_minutes`) is e-mailed to the alert address (the
 * restaurant's own e-mail unless another is set), and pushed to the staff's devices, once. The order is marked by a conditional update
 * in the transaction that puts the e-mail in the outbox, so two sweeps at once send one.
 */
export async function emailWaitingOrders(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'pusher' | 'config'>,
): Promise<number> {
  const { db, clock, mailer, pusher, config } = deps;
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  const before = new Date(now.getTime() - restaurant.acceptAlertMinutes * MINUTE_MS);
  const boardUrl = config.publicUrl ? new URL(STAFF_PAGE_PATH, config.publicUrl).href : STAFF_PAGE_PATH;
  let sent = 0;
  for (const orderId of await repository.pendingOrdersToAlert(db, before)) {
    const alerted = await db.transaction(async (tx) => {
      const order = await repository.markAlertEmailed(tx, orderId, now);
      if (!order) return false;
      const waitedMinutes = Math.floor((now.getTime() - order.createdAt.getTime()) / MINUTE_MS);
      await mailer.enqueue(tx, {
        from: emailFrom(restaurant),
        to: restaurant.alertEmail ?? restaurant.email,
        ...orderWaitingAlert(
          {
            reference: order.reference,
            contactName: order.contactName,
            totalCents: order.totalCents,
            waitedMinutes,
          },
          { boardUrl, restaurant },
        ),
      });
      // And to the staff's registered devices (issue 35): the owner's phone rings away from the board.
      await pushToStaff({ db: tx, pusher }, { payload: staffOrderPush(order, waitedMinutes) });
      return true;
    });
    if (alerted) sent += 1;
  }
  if (sent > 0) {
    mailer.wake();
    pusher.wake();
  }
  return sent;
}
