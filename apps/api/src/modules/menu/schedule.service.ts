import {
  addDays,
  dublinDate,
  dublinInstant,
  type ScheduleWindow,
  type StaffMenuResponse,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import { firstOpeningOn } from '../restaurant/index.ts';
import type { StaffMenuDeps } from './menu.service.ts';
import { changeMenu } from './menu-content.service.ts';
import * as repository from './schedule.repository.ts';

/*
 * Menus and dishes on their own schedules, and "sold out for today" (issue 33, decision 050). Each
 * change is logged and announced (`menu.changed`) like the staff's other menu changes.
 */

const describe = (windows: readonly ScheduleWindow[]) =>
  windows.map((window) => `${window.weekday} ${window.from}-${window.to}`);

/** Sets when a dish is offered (admins); no windows: whenever the restaurant is. */
export function setDishSchedule(
  deps: StaffMenuDeps,
  { productId, windows, staffId }: { productId: number; windows: ScheduleWindow[]; staffId: number },
): Promise<StaffMenuResponse> {
  return changeMenu(
    deps,
    'Dish',
    { staffId, action: "set a dish's times", subject: '{id}', details: { windows: describe(windows) } },
    async (tx, restaurantId) => {
      const dish = await repository.findDishCategory(tx, restaurantId, productId);
      if (!dish) return undefined;
      await repository.replaceWindows(tx, { productId }, windows);
      return `dish ${productId}`;
    },
  );
}

/** Sets when a category's dishes are offered (admins), a lunch menu say. */
export function setCategorySchedule(
  deps: StaffMenuDeps,
  { categoryId, windows, staffId }: { categoryId: number; windows: ScheduleWindow[]; staffId: number },
): Promise<StaffMenuResponse> {
  return changeMenu(
    deps,
    'Category',
    { staffId, action: "set a category's times", subject: '{id}', details: { windows: describe(windows) } },
    async (tx, restaurantId) => {
      const category = await repository.findCategory(tx, restaurantId, categoryId);
      if (!category) return undefined;
      await repository.replaceWindows(tx, { categoryId }, windows);
      return `category ${categoryId}`;
    },
  );
}

/**
 * When "sold out for today" ends: the start of the restaurant's first opening on a later Dublin day
 * (closed dates skipped), so a dish sold out at lunch stays so through the evening too. With no
 * opening in the coming 60 days, the start of tomorrow.
 */
export async function nextDayOpening(db: Db, restaurantId: number, now: Date): Promise<Date> {
  const today = dublinDate(now);
  for (let day = 1; day <= 60; day += 1) {
    const opening = await firstOpeningOn(db, { restaurantId, date: addDays(today, day) });
    if (opening) return opening;
  }
  return dublinInstant(addDays(today, 1), '00:00');
}

/** "Sold out for today" on a dish, or back on now (any member, like 86). */
export function setDishSoldOut(
  deps: StaffMenuDeps,
  { productId, soldOut, staffId }: { productId: number; soldOut: boolean; staffId: number },
): Promise<StaffMenuResponse> {
  return changeMenu(
    deps,
    'Dish',
    {
      staffId,
      action: soldOut ? 'marked a dish sold out for today' : 'put a sold-out dish back',
      subject: '{id}',
    },
    async (tx, restaurantId) => {
      const until = soldOut ? await nextDayOpening(tx, restaurantId, deps.clock.now()) : null;
      const done = await repository.setDishSoldOutUntil(tx, { restaurantId, productId, until });
      return done ? `dish ${productId}` : undefined;
    },
  );
}

/** "Sold out for today" on an option, or back on now (any member, like its stock). */
export function setOptionSoldOut(
  deps: StaffMenuDeps,
  { optionId, soldOut, staffId }: { optionId: number; soldOut: boolean; staffId: number },
): Promise<StaffMenuResponse> {
  return changeMenu(
    deps,
    'Option',
    {
      staffId,
      action: soldOut ? 'marked an option sold out for today' : 'put a sold-out option back',
      subject: '{id}',
    },
    async (tx, restaurantId) => {
      const until = soldOut ? await nextDayOpening(tx, restaurantId, deps.clock.now()) : null;
      const done = await repository.setOptionSoldOutUntil(tx, { restaurantId, optionId, until });
      return done ? `option ${optionId}` : undefined;
    },
  );
}
