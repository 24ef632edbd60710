import type { DishSchedule, ScheduleWindow } from '@tiffin/core';
import type { WindowRow } from './schedule.repository.ts';

const toWindow = (row: WindowRow): ScheduleWindow => ({
  weekday: row.weekday,
  from: row.startsAt,
  to: row.endsAt,
});

export type Schedules = ReturnType<typeof schedulesOf>;

/** The windows read, by whose they are: a category's, a dish's, and a dish's with its category's. */
export function schedulesOf(rows: readonly WindowRow[]) {
  const ofCategory = (categoryId: number) =>
    rows.filter((row) => row.categoryId === categoryId).map(toWindow);
  const ofDish = (productId: number) => rows.filter((row) => row.productId === productId).map(toWindow);
  return {
    ofCategory,
    ofDish,
    forDish: (productId: number, categoryId: number): DishSchedule => ({
      dish: ofDish(productId),
      category: ofCategory(categoryId),
    }),
  };
}

/** Whether a dish is offered whenever the restaurant is: no windows of its own or its category's. */
export const always = (schedule: DishSchedule) =>
  schedule.dish.length === 0 && schedule.category.length === 0;
