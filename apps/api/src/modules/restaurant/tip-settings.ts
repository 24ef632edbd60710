import { type TipSettings, type TipsInfo, tipsNotice, tipsOffered } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import * as repository from './restaurant.repository.ts';
import {
  changeSettings,
  type RestaurantSettings,
  requireRestaurant,
  type SettingsDeps,
} from './restaurant.service.ts';

/*
 * Tips by the law (issue 51, decision 065): the owner's tip choices and the answers the tips notice
 * (Payment of Wages Act 1991 s.4E) is written from, kept with the restaurant's settings. The
 * checkout, the /tips page and the receipt read the same notice.
 */

/** The tip settings and the notice as written from them, for the checkout and the /tips page. */
export function tipsInfoOf(restaurant: Pick<RestaurantSettings, 'name' | 'tipSettings'>): TipsInfo {
  const settings = restaurant.tipSettings;
  return { settings, offered: tipsOffered(settings), notice: tipsNotice(settings, restaurant.name) };
}

export async function getTipsInfo({ db }: Pick<AppDeps, 'db'>): Promise<TipsInfo> {
  return tipsInfoOf(await requireRestaurant({ db }));
}

/** Admins change the choices and the answers; logged and announced like every settings change. */
export async function updateTipSettings(
  deps: SettingsDeps,
  { settings, staffId }: { settings: TipSettings; staffId: number },
): Promise<TipsInfo> {
  await changeSettings(deps, { staffId, action: 'changed the tip settings', details: settings }, (tx, id) =>
    repository.updateRestaurant(tx, id, { tipSettings: settings }),
  );
  return getTipsInfo(deps);
}
