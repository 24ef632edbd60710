import type { BoardOrder } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { changeStatus } from './order-status.ts';
import * as repository from './orders.repository.ts';

/*
 * What the drivers module (issue 50, decision 071) asks of an order: its row locked while a run
 * takes it, and the two status changes a driver makes from their run — picked up (the order on its
 * way, the customer told with the driver's first name) and delivered. Each is the board's own
 * status change (changeStatus), made by the driver: it runs in the caller's transaction when given
 * one (`db` a transaction: a savepoint), so the delivery's row and the order move together.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'orderEvents' | 'events' | 'paymentGateway'>;

/** An order as a run reads it. */
export type OrderForRun = repository.OrderRow;

/** The order's row, locked until the caller's transaction ends; undefined when there is none. */
export function lockOrderForRun(db: Db, orderId: number): Promise<OrderForRun | undefined> {
  return repository.lockOrder(db, orderId);
}

/** The driver picked the order up: accepted or being prepared → on its way. */
export function sendOrderOut(
  deps: Deps,
  { orderId, driverId }: { orderId: number; driverId: number },
): Promise<BoardOrder> {
  return changeStatus(deps, { orderId, staffId: driverId }, (order) => {
    if (order.status !== 'confirmed' && order.status !== 'processing') throw notNow(order.reference);
    return { status: 'handover', driverId, action: 'picked up an order for delivery' };
  });
}

/** The driver delivered the order: on its way → delivered. */
export function deliverOrder(
  deps: Deps,
  { orderId, driverId }: { orderId: number; driverId: number },
): Promise<BoardOrder> {
  return changeStatus(deps, { orderId, staffId: driverId }, (order) => {
    if (order.status !== 'handover') throw notNow(order.reference);
    return { status: 'delivered', driverId, action: 'delivered an order' };
  });
}

const notNow = (reference: string) =>
  new AppError('status', `Order #${reference} has moved on: read the run again`); // not in the spec
