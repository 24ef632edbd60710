import { type BoardOrder, MINUTE_MS } from '@tiffin/core';

export type BoardColumn = 'pending' | 'confirmed' | 'processing' | 'handover' | 'finished';
export const BOARD_COLUMNS: readonly BoardColumn[] = [
  'pending',
  'confirmed',
  'processing',
  'handover',
  'finished',
];

const columnOf = (order: BoardOrder): BoardColumn =>
  order.status === 'pending' ||
  order.status === 'confirmed' ||
  order.status === 'processing' ||
  order.status === 'handover'
    ? order.status
    : 'finished';

/**
 * The orders in their columns: the new ones longest-waiting first (each waits to be accepted, and is
 * refused at the restaurant's time), the accepted ones by the time they are due (the kitchen cooks in
 * that order), the finished ones newest first.
 */
export function boardColumns(orders: readonly BoardOrder[]): Record<BoardColumn, BoardOrder[]> {
  const columns: Record<BoardColumn, BoardOrder[]> = {
    pending: [],
    confirmed: [],
    processing: [],
    handover: [],
    finished: [],
  };
  for (const order of orders) columns[columnOf(order)].push(order);
  const due = (order: BoardOrder) => Date.parse(order.ready_at ?? order.scheduled_at);
  const placed = (order: BoardOrder) => Date.parse(order.placed_at);
  for (const column of BOARD_COLUMNS) {
    if (column === 'finished') columns[column].sort((a, b) => b.change_id - a.change_id);
    else if (column === 'pending') columns[column].sort((a, b) => placed(a) - placed(b) || a.id - b.id);
    else columns[column].sort((a, b) => due(a) - due(b) || a.id - b.id);
  }
  return columns;
}

/** Whole minutes since the order was placed, by the server's clock. */
export const minutesWaiting = (order: BoardOrder, serverNow: number): number =>
  Math.max(0, Math.floor((serverNow - Date.parse(order.placed_at)) / MINUTE_MS));

/** A new order nobody has accepted for the restaurant's alert time. */
export const isOverdue = (order: BoardOrder, serverNow: number, alertMinutes: number): boolean =>
  order.status === 'pending' && minutesWaiting(order, serverNow) >= alertMinutes;
