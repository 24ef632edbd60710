import { checkTip, type QuoteRequest, tipBaseCents } from '@tiffin/core';
import type { RestaurantSettings } from '../../restaurant/index.ts';
import { type Checked, failed, passed, problem } from './checked.ts';

/**
 * The order's tip in cents (issue 51, decision 065), worked out by the server from the choice sent
 * and the restaurant's settings: none, a percentage offered of the total before the tip (the
 * deposit left out), or an amount within the bounds; on a card payment only.
 */
export function checkOrderTip(
  restaurant: Pick<RestaurantSettings, 'tipSettings'>,
  body: Pick<QuoteRequest, 'tip' | 'payment_method'>,
  totals: { totalCents: number; depositCents: number },
): Checked<number> {
  const found = checkTip(restaurant.tipSettings, {
    tip: body.tip,
    cash: body.payment_method === 'cash_on_delivery',
    baseCents: tipBaseCents(totals),
  });
  return found.ok ? passed(found.tipCents) : failed(0, problem('invalid_tip', found.message));
}
