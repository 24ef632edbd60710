import { driverMessages } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound, uniqueViolation } from '../../errors.ts';
import type { StaffPrincipal } from '../../principal.ts';
import { deliverOrder, lockOrderForRun, type OrderForRun, orderOf, sendOrderOut } from '../orders/index.ts';
import { enabledMemberIds, memberNames, recordAction } from '../staff/index.ts';
import * as repository from './drivers.repository.ts';

/*
 * A run's steps (issue 50, decision 071): the board (or a driver) puts a delivery order on a
 * driver's run; the driver picks it up (the order on its way, the customer told with their first
 * name), then delivers it or brings it back with a reason, for the board to decide. Each step is one
 * transaction that locks the order's row first, then the delivery's, so two steps on one order wait
 * for each other and the second reads what the first did: two assignments racing, one wins and the
 * other is refused (409); the partial unique index on the deliveries under way says so too.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'orderEvents' | 'events' | 'paymentGateway'>;

const refusal = (message: string) => new AppError('delivery', message);

/** A delivery order goes on a run when accepted and not on its way yet, or when it came back undelivered. */
async function checkAssignable(tx: Db, order: OrderForRun): Promise<void> {
  const refused = refusal(driverMessages.refusals.notAssignable(order.reference));
  if (order.fulfilment !== 'delivery') throw refused;
  const under = await repository.deliveryUnderWay(tx, order.id);
  if (under) {
    const names = await memberNames(tx, [under.driverId]);
    throw refusal(driverMessages.refusals.alreadyOnARun(order.reference, names.get(under.driverId) ?? ''));
  }
  if (order.status === 'confirmed' || order.status === 'processing') return;
  const last = await repository.lastDeliveryOf(tx, order.id);
  if (order.status === 'handover' && last?.state === 'returned') return;
  throw refused;
}

/** The member holds the driver role and may sign in. */
export async function requireDriver(db: Db, driverId: number): Promise<string> {
  const [name] = (await memberNames(db, [driverId])).values();
  if (name === undefined || !(await enabledMemberIds(db)).includes(driverId)) {
    throw new AppError('driver', driverMessages.refusals.driverGone);
  }
  if (!(await repository.isDriver(db, driverId)))
    throw new AppError('driver', driverMessages.refusals.notADriver(name));
  return name;
}

/** Puts the order last on the driver's run: any member from the board, or a driver taking it. */
export async function assignOrder(
  deps: Deps,
  { orderId, driverId, by }: { orderId: number; driverId: number; by: StaffPrincipal },
): Promise<void> {
  const { db, clock } = deps;
  let reference = String(orderId);
  try {
    await db.transaction(async (tx) => {
      const order = await lockOrderForRun(tx, orderId);
      if (!order) throw notFound('Order');
      reference = order.reference;
      const name = await requireDriver(tx, driverId);
      await checkAssignable(tx, order);
      await repository.insertDelivery(tx, {
        orderId,
        driverId,
        assignedBy: by.staffId,
        assignedAt: clock.now(),
      });
      await recordAction(
        { db: tx, clock },
        {
          staffId: by.staffId,
          action: 'put an order on a run',
          subject: `order ${order.reference}`,
          details: { driver: name },
        },
      );
    });
  } catch (error) {
    // The index's word when a racing assignment committed between our read and our write.
    if (uniqueViolation(error) === 'order_deliveries_under_way_idx') {
      throw refusal(driverMessages.refusals.notAssignable(reference));
    }
    throw error;
  }
}

/**
 * The driver moves a stop of their own run one place earlier or later. The run's rows are locked
 * first, so two moves at once (two taps, two phones) take turns and each reads the other's result.
 */
export async function moveStop(
  { db }: Pick<Deps, 'db'>,
  {
    deliveryId,
    direction,
    driverId,
  }: { deliveryId: number; direction: 'earlier' | 'later'; driverId: number },
): Promise<void> {
  const found = await repository.findDelivery(db, deliveryId);
  if (!found) throw notFound('Delivery');
  const { reference } = await orderOf({ db }, { orderId: found.orderId });
  if (found.driverId !== driverId) {
    throw new AppError('forbidden', driverMessages.refusals.notYourDelivery(reference));
  }
  await db.transaction(async (tx) => {
    const run = await repository.lockRunUnderWay(tx, driverId);
    const index = run.findIndex((delivery) => delivery.id === deliveryId);
    const moved = run[index];
    if (!moved) {
      throw refusal(driverMessages.refusals.notNow(reference, driverMessages.states[found.state]));
    }
    const neighbour = run[direction === 'earlier' ? index - 1 : index + 1];
    if (!neighbour) throw refusal(driverMessages.refusals.atTheEnd(reference, direction));
    await repository.swapPositions(tx, moved, neighbour);
  });
}

type Step = 'picked_up' | 'delivered' | 'returned';

/** A step of a delivery, by its driver only, from the state before it. */
export async function stepDelivery(
  deps: Deps,
  {
    deliveryId,
    step,
    reason,
    driverId,
  }: { deliveryId: number; step: Step; reason?: string; driverId: number },
): Promise<void> {
  const { db, clock } = deps;
  const found = await repository.findDelivery(db, deliveryId);
  if (!found) throw notFound('Delivery');
  await db.transaction(async (tx) => {
    const order = await lockOrderForRun(tx, found.orderId);
    const delivery = await repository.lockDelivery(tx, deliveryId);
    if (!order || !delivery) throw notFound('Delivery');
    if (delivery.driverId !== driverId) {
      throw new AppError('forbidden', driverMessages.refusals.notYourDelivery(order.reference));
    }
    const from = step === 'picked_up' ? 'assigned' : 'picked_up';
    if (delivery.state !== from) {
      throw refusal(driverMessages.refusals.notNow(order.reference, driverMessages.states[delivery.state]));
    }
    const now = clock.now();
    const orderDeps = { ...deps, db: tx };
    if (step === 'picked_up') {
      // Back out after a delivery that failed, the order is on its way already: no second news.
      if (order.status !== 'handover') await sendOrderOut(orderDeps, { orderId: order.id, driverId });
      await repository.updateDelivery(tx, deliveryId, { state: 'picked_up', pickedUpAt: now });
      return;
    }
    if (step === 'delivered') {
      await deliverOrder(orderDeps, { orderId: order.id, driverId });
      await repository.updateDelivery(tx, deliveryId, { state: 'delivered', finishedAt: now });
      return;
    }
    // Could not deliver: the order stays on its way, back on the board for a decision.
    await repository.updateDelivery(tx, deliveryId, {
      state: 'returned',
      reason: reason ?? null,
      finishedAt: now,
    });
    await recordAction(
      { db: tx, clock },
      {
        staffId: driverId,
        action: 'could not deliver an order',
        subject: `order ${order.reference}`,
        details: { reason },
      },
    );
  });
  // The order's event, written in the savepoint, is delivered once all of it has committed.
  deps.orderEvents.wake();
}
