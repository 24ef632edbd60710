import { describe, expect, it } from 'vitest';
import { buildBoardOrder } from '@/testing/fixtures';
import { boardColumns, isOverdue, minutesWaiting } from './board-columns';

describe('boardColumns', () => {
  it('puts each order in its status column, running ones by when they are due and finished ones newest first', () => {
    const columns = boardColumns([
      buildBoardOrder({ id: 1, status: 'confirmed', ready_at: '2026-11-23T19:30:00.000Z' }),
      buildBoardOrder({ id: 2, status: 'confirmed', ready_at: '2026-11-23T19:10:00.000Z' }),
      buildBoardOrder({ id: 3, status: 'delivered', change_id: 5 }),
      buildBoardOrder({ id: 4, status: 'refunded', change_id: 9 }),
      buildBoardOrder({ id: 5, status: 'pending' }),
    ]);
    expect(columns.confirmed.map((row) => row.id)).toEqual([2, 1]);
    expect(columns.finished.map((row) => row.id)).toEqual([4, 3]);
    expect(columns.pending.map((row) => row.id)).toEqual([5]);
    expect(columns.processing).toEqual([]);
  });

  it('lists the new orders longest-waiting first, whenever each is due', () => {
    const columns = boardColumns([
      buildBoardOrder({
        id: 7,
        placed_at: '2026-11-23T18:05:00.000Z',
        scheduled_at: '2026-11-23T18:30:00.000Z',
      }),
      buildBoardOrder({
        id: 6,
        placed_at: '2026-11-23T18:01:00.000Z',
        scheduled_at: '2026-11-23T20:00:00.000Z',
      }),
      buildBoardOrder({
        id: 8,
        placed_at: '2026-11-23T18:09:00.000Z',
        scheduled_at: '2026-11-23T18:15:00.000Z',
      }),
    ]);
    expect(columns.pending.map((row) => row.id)).toEqual([6, 7, 8]);
  });
});

describe('isOverdue', () => {
  const placed = Date.parse('2026-11-23T18:00:00.000Z');
  it('turns a new order overdue once it has waited the alert time, by the server’s clock', () => {
    expect(minutesWaiting(buildBoardOrder({}), placed + 3.9 * 60_000)).toBe(3);
    expect(isOverdue(buildBoardOrder({}), placed + 3.9 * 60_000, 4)).toBe(false);
    expect(isOverdue(buildBoardOrder({}), placed + 4 * 60_000, 4)).toBe(true);
    expect(isOverdue(buildBoardOrder({ status: 'confirmed' }), placed + 60 * 60_000, 4)).toBe(false);
  });
});
