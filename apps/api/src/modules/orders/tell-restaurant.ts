import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { emailFrom } from '../../emails/letter.ts';
import { type DroppedBy, orderDroppedAlert } from '../../emails/order-alert.ts';
import { pushToStaff } from '../push/index.ts';
import type { RestaurantSettings } from '../restaurant/index.ts';
import { staffDroppedPush } from './order-push.ts';

/**
 * Tells the restaurant, in the transaction of the change, that an order it was sent will not be
 * made though no member stopped it (issue 47): an e-mail to the inbox that had its kitchen copy, and
 * a push to the staff's devices in place of the new order's.
 */
export async function tellRestaurantDropped(
  { db, mailer, pusher }: { db: Db } & Pick<AppDeps, 'mailer' | 'pusher'>,
  {
    order,
    droppedBy,
    restaurant,
  }: {
    order: { id: number; reference: string; contactName: string; totalCents: number };
    droppedBy: DroppedBy;
    restaurant: RestaurantSettings;
  },
): Promise<void> {
  await mailer.enqueue(db, {
    from: emailFrom(restaurant),
    to: restaurant.email,
    ...orderDroppedAlert(order, droppedBy, { restaurant }),
  });
  await pushToStaff({ db, pusher }, { payload: staffDroppedPush(order, droppedBy) });
}
