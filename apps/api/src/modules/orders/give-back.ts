import { type OrderStatus, RUNNING_ORDER_STATUSES } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import { unredeemCoupon } from '../coupons/index.ts';
import { returnOptionStock } from '../menu/index.ts';
import { releaseSlot } from '../slots/index.ts';
import * as repository from './orders.repository.ts';

/*
 * What a canceled, rejected or refunded order gives back (issue 29): placing took a place in its
 * slot, a use of its coupon and its limited options' stock, each a counter; an order that will not
 * be made returns all three, or one account could close every slot of the week or use up a limited
 * coupon by ordering and canceling. It happens in the transaction that changes the status, over the
 * order's locked row, so it happens once: only the move out of a running status gives back, and a
 * status leaves the running ones once.
 */

const running: ReadonlySet<OrderStatus> = new Set(RUNNING_ORDER_STATUSES);
const undone: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['canceled', 'refunded', 'failed']);

/**
 * Whether moving an order from `from` to `to` gives back what it took: a running order canceled,
 * rejected or refunded. A delivered order later refunded gives nothing back: it was made and eaten.
 */
export function givesBack(from: OrderStatus, to: OrderStatus): boolean {
  return running.has(from) && undone.has(to);
}

/**
 * Gives back the order's slot place, coupon use and option stock. Call it inside the status change's
 * transaction, with the order's row locked, only when `givesBack` says so. The rows are written in
 * the order placing takes them (slot, coupon, options by id), so a cancel and a placement never wait
 * for each other in a cycle.
 */
export async function giveBack(tx: Db, order: repository.OrderRow): Promise<void> {
  await releaseSlot(tx, {
    restaurantId: order.restaurantId,
    startsAt: order.scheduledAt,
    portions: order.portions,
  });
  if (order.couponId !== null) await unredeemCoupon(tx, { couponId: order.couponId });
  for (const [optionId, quantity] of stockTaken(await repository.linesOfOrder(tx, order.id))) {
    await returnOptionStock(tx, optionId, quantity);
  }
}

/** How much each option's stock gave the order, options in id order (the order placing locks them). */
function stockTaken(lines: Awaited<ReturnType<typeof repository.linesOfOrder>>): [number, number][] {
  const taken = new Map<number, number>();
  for (const line of lines) {
    for (const option of line.options) {
      // An order placed before `stock_taken` was kept: the stock is given back if it is limited now.
      if (option.stock_taken === false) continue;
      taken.set(option.option_id, (taken.get(option.option_id) ?? 0) + line.quantity);
    }
  }
  return [...taken].sort(([a], [b]) => a - b);
}
