import { describe, expect, it } from 'vitest';
import { buildBoardOrder } from '@/testing/fixtures';
import { mergeBoard, type OrderBoard } from './get-order-board';

const board = (lastChangeId: number, orders: OrderBoard['orders']): OrderBoard => ({
  now: '2026-11-23T18:10:00.000Z',
  last_change_id: lastChangeId,
  accept_alert_minutes: 4,
  auto_reject_minutes: 10,
  pace: { busy: null, pause: null },
  orders,
  receivedAtMs: 0,
});

describe('mergeBoard', () => {
  it('takes a fresh answer as it is over no board', () => {
    const fresh = board(3, [buildBoardOrder({ id: 1, change_id: 3 })]);
    expect(mergeBoard(undefined, fresh)).toBe(fresh);
  });

  it('keeps the newer state of an order heard while the answer was on its way', () => {
    const kept = board(5, [buildBoardOrder({ id: 1, status: 'confirmed', change_id: 5 })]);
    const fresh = board(4, [buildBoardOrder({ id: 1, status: 'pending', change_id: 4 })]);
    const merged = mergeBoard(kept, fresh);
    expect(merged.orders.map((order) => [order.id, order.status])).toEqual([[1, 'confirmed']]);
    expect(merged.last_change_id).toBe(5);
    expect(merged.now).toBe(fresh.now);
  });

  it('keeps an order placed after the answer was read, and drops one the answer no longer has', () => {
    const kept = board(7, [
      buildBoardOrder({ id: 1, status: 'delivered', change_id: 2 }),
      buildBoardOrder({ id: 2, change_id: 7 }),
    ]);
    const fresh = board(6, [buildBoardOrder({ id: 3, change_id: 6 })]);
    expect(mergeBoard(kept, fresh).orders.map((order) => order.id)).toEqual([3, 2]);
  });

  it('takes the answer’s state of an order when it is the newer one', () => {
    const kept = board(3, [buildBoardOrder({ id: 1, status: 'pending', change_id: 3 })]);
    const fresh = board(8, [buildBoardOrder({ id: 1, status: 'canceled', change_id: 8 })]);
    expect(mergeBoard(kept, fresh).orders[0]?.status).toBe('canceled');
  });
});
