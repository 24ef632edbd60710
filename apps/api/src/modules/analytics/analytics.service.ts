import { addDays, dublinDate, type Figures, isSitePath } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { noOrderFigures, orderFiguresPerDay } from '../orders/index.ts';
import * as repository from './analytics.repository.ts';

/**
 * Counts a view of one of the site's pages against its Dublin calendar day; nothing identifies the
 * visitor. Any other path is ignored, so made-up paths cannot add rows.
 */
export async function recordPageView(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { path }: { path: string },
): Promise<void> {
  if (!isSitePath(path)) return;
  await repository.incrementPageView(db, path, dublinDate(clock.now()));
}

/**
 * The staff's figures (issue 14) for the last `days` Dublin days, today included: page views per
 * day and per path, orders and revenue per day and fulfilment.
 */
export async function figures(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { days }: { days: number },
): Promise<Figures> {
  const toDay = dublinDate(clock.now());
  const fromDay = addDays(toDay, -(days - 1));
  const [views, orders] = await Promise.all([
    repository.pageViewsBetween(db, fromDay, toDay),
    orderFiguresPerDay({ db }, { fromDay, toDay }),
  ]);
  const viewsPerDay = new Map<string, number>();
  const paths = new Map<string, Figures['paths'][number]>();
  for (const row of views) {
    viewsPerDay.set(row.day, (viewsPerDay.get(row.day) ?? 0) + row.count);
    const path = paths.get(row.path) ?? { path: row.path, views: 0, by_day: [] };
    paths.set(row.path, path);
    path.views += row.count;
    path.by_day.push({ day: row.day, count: row.count });
  }
  return {
    days: Array.from({ length: days }, (_, index) => {
      const day = addDays(fromDay, index);
      return { day, page_views: viewsPerDay.get(day) ?? 0, ...(orders.get(day) ?? noOrderFigures()) };
    }),
    paths: [...paths.values()]
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
      .map((path) => ({ ...path, by_day: path.by_day.sort((a, b) => a.day.localeCompare(b.day)) })),
  };
}
