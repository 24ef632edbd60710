import type { AppDeps } from '../../../deps.ts';
import { orderingPaused, orderingPausedMessage, type RestaurantSettings } from '../../restaurant/index.ts';
import { type Checked, failed, passed, problem } from './checked.ts';

/**
 * Online ordering is paused while no staff board or kitchen printer has been in touch for the
 * restaurant's set minutes of opening hours (issue 28): `restaurant_closed`, telling the customer to
 * call. The first check, so that it is what a paused restaurant answers whatever else the basket has.
 */
export async function checkOrderingOpen(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  restaurant: RestaurantSettings,
): Promise<Checked<true | undefined>> {
  if (await orderingPaused(deps, restaurant))
    return failed(undefined, problem('restaurant_closed', orderingPausedMessage(restaurant)));
  return passed(true);
}
