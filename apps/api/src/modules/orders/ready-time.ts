import { dublinDate, formatDublinTime12h, staffMessages } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { firstOpeningOn } from '../restaurant/index.ts';
import type { OrderRow } from './orders.repository.ts';

const text = staffMessages.accept;

/**
 * The ready time the kitchen promises when it accepts an order (issue 29): never before the time
 * the customer asked for (the slot they chose, which the board and ticket show as due), nor before
 * the restaurant opens on that day. Either is `ready_time` (422), naming the time it may start from.
 */
export async function checkReadyTime(tx: Db, order: OrderRow, readyAt: Date): Promise<void> {
  if (readyAt < order.scheduledAt) {
    throw new AppError('ready_time', text.beforeAsked(formatDublinTime12h(order.scheduledAt)));
  }
  const opens = await firstOpeningOn(tx, { restaurantId: order.restaurantId, date: dublinDate(readyAt) });
  if (opens && readyAt < opens) {
    throw new AppError('ready_time', text.beforeOpening(formatDublinTime12h(opens)));
  }
}
