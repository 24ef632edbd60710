import { dublinInstant, isDateString, isTimeString, type QuoteRequest } from '@tiffin/core';
import type { AppDeps } from '../../../deps.ts';
import {
  orderingPause,
  orderingPausedMessage,
  pauseCloses,
  type RestaurantSettings,
} from '../../restaurant/index.ts';
import { type Checked, failed, passed, problem } from './checked.ts';

/** The instant of the order's `schedule_at` ('YYYY-MM-DD HH:mm:00', Dublin); undefined when not one. */
function scheduledInstant(body: Pick<QuoteRequest, 'schedule_at'>): Date | undefined {
  const [date = '', time = ''] = (body.schedule_at ?? '').split(' ');
  const hhmm = time.slice(0, 5);
  return isDateString(date) && isTimeString(hhmm) ? dublinInstant(date, hhmm) : undefined;
}

/**
 * Online ordering is paused by the staff until a time or until they resume it (issue 33), or while
 * no staff board or kitchen printer has been in touch for the restaurant's set minutes of opening
 * hours (issue 28): `restaurant_closed`, saying when it resumes and the number to call. A pause until
 * a time refuses only an order for a slot before it ends (issue 47). The first check, so that it is
 * what a paused restaurant answers whatever else the basket has.
 */
export async function checkOrderingOpen(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  restaurant: RestaurantSettings,
  body: Pick<QuoteRequest, 'schedule_at'>,
): Promise<Checked<true | undefined>> {
  const pause = await orderingPause(deps, restaurant);
  if (pause && pauseCloses(pause, scheduledInstant(body)))
    return failed(
      undefined,
      problem('restaurant_closed', orderingPausedMessage(restaurant, pause, deps.clock.now())),
    );
  return passed(true);
}
