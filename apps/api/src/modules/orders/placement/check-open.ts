import type { AppDeps } from '../../../deps.ts';
import { orderingPause, orderingPausedMessage, type RestaurantSettings } from '../../restaurant/index.ts';
import { type Checked, failed, passed, problem } from './checked.ts';

/**
 * Online ordering is paused by the staff until a time or until they resume it (issue 33), or while
 * no staff board or kitchen printer has been in touch for the restaurant's set minutes of opening
 * hours (issue 28): `restaurant_closed`, saying when it resumes or telling the customer to call. The
 * first check, so that it is what a paused restaurant answers whatever else the basket has.
 */
export async function checkOrderingOpen(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  restaurant: RestaurantSettings,
): Promise<Checked<true | undefined>> {
  const pause = await orderingPause(deps, restaurant);
  if (pause)
    return failed(
      undefined,
      problem('restaurant_closed', orderingPausedMessage(restaurant, pause, deps.clock.now())),
    );
  return passed(true);
}
