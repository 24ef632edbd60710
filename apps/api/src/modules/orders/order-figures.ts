import { addDays, dublinDate, dublinInstant } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import * as repository from './orders.repository.ts';

type FulfilmentFigures = { orders: number; revenue_cents: number };
export type DayOrderFigures = { collection: FulfilmentFigures; delivery: FulfilmentFigures };

export const noOrderFigures = (): DayOrderFigures => ({
  collection: { orders: 0, revenue_cents: 0 },
  delivery: { orders: 0, revenue_cents: 0 },
});

/**
 * Orders and revenue per Dublin day of placing (from `fromDay` to `toDay`, both included) and per
 * fulfilment, for the staff's figures. Canceled, failed and refunded orders are not counted.
 */
export async function orderFiguresPerDay(
  { db }: Pick<AppDeps, 'db'>,
  { fromDay, toDay }: { fromDay: string; toDay: string },
): Promise<Map<string, DayOrderFigures>> {
  const rows = await repository.countedOrdersPlacedBetween(
    db,
    dublinInstant(fromDay, '00:00'),
    dublinInstant(addDays(toDay, 1), '00:00'),
  );
  const perDay = new Map<string, DayOrderFigures>();
  for (const row of rows) {
    const day = dublinDate(row.createdAt);
    const figures = perDay.get(day) ?? noOrderFigures();
    perDay.set(day, figures);
    const fulfilment = figures[row.fulfilment === 'delivery' ? 'delivery' : 'collection'];
    fulfilment.orders += 1;
    fulfilment.revenue_cents += row.totalCents;
  }
  return perDay;
}
