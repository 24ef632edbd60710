import { busyReadyTime, MINUTE_MS } from '@tiffin/core';
import type { EventBus } from '../../adapters/events.ts';
import type { Db } from '../../db/client.ts';
import type { RestaurantSettings } from '../restaurant/index.ts';
import * as changes from './order-changes.repository.ts';
import { writeOrderEvent } from './order-events.ts';
import * as repository from './orders.repository.ts';

/** The accepted orders not yet ready: the kitchen still has them to make. */
const NOT_YET_READY = ['confirmed', 'processing'] as const;

/**
 * When busy mode starts (issue 33), the accepted orders it makes late are moved later and their
 * customers told: each order not yet ready whose ready time falls from now to before now + the extra
 * minutes gets its ready time + the extra minutes (core's `busyReadyTime`) and its `order.delayed`
 * event, by which its customer is told (decision 062), in the caller's transaction, over the locked
 * rows. Orders promised later, or whose ready time has passed, are left alone. Answers how many
 * moved; the caller wakes the event outbox after the commit.
 */
export async function delayReadyTimes(
  { db, events }: { db: Db; events: EventBus },
  { restaurant, extraMinutes, now }: { restaurant: RestaurantSettings; extraMinutes: number; now: Date },
): Promise<number> {
  const late = await repository.lockOrdersReadyBetween(db, {
    restaurantId: restaurant.id,
    statuses: NOT_YET_READY,
    from: now,
    before: new Date(now.getTime() + extraMinutes * MINUTE_MS),
  });
  let moved = 0;
  for (const order of late) {
    if (!order.readyAt) continue;
    const readyAt = busyReadyTime(order.readyAt, now, extraMinutes);
    if (!readyAt) continue;
    await repository.updateOrder(db, order.id, { readyAt, updatedAt: now });
    moved += 1;
    // The boards and the customer's order page hear the new time live. A ready time is not a status,
    // so no status change is written: the event carries the order's last one, which a board holding
    // it replaces (a reconnecting stream does not resend it; the board asks again then anyway).
    const changeId = await changes.lastChangeIdOf(db, order.id);
    await events.publish(db, {
      type: 'order.changed',
      orderId: order.id,
      changeId,
      customerId: order.customerId,
    });
    await writeOrderEvent(
      db,
      { type: 'order.delayed', orderId: order.id, payload: { readyAt: readyAt.toISOString() } },
      now,
    );
  }
  return moved;
}
