import { type CheckoutState, isBusy, type OrderInput } from './place-order-machine';
import { checkOrderBasics } from './validate-order';

/**
 * Whether a wallet's sheet may open at the express button (issue 52). A sheet opens within the tap,
 * before the server can be asked anything, so only what the page knows at once is checked: nothing
 * under way, the server's quote to agree to, and §5 steps 1 to 3. When it may not, `start` shows why.
 */
export function expressMayOpen(
  state: CheckoutState,
  { order, minimumOrderCents }: { order: OrderInput; minimumOrderCents: number },
): boolean {
  if (isBusy(state) || state.step.kind === 'paid' || state.step.kind === 'card' || order.quote === undefined)
    return false;
  return checkOrderBasics({ ...order, minimumOrderCents }).kind === 'ok';
}
