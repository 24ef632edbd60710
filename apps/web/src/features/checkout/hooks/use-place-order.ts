import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  CARD_OUTER_DELAY_MS,
  CONFIRM_FADE_MS,
  dublinDate,
  type QuoteResponse,
  type WpayResponse,
} from '@tiffin/core';
import { useCallback, useEffect, useEffectEvent, useReducer } from 'react';
import { isServiceUnavailable, isUnauthorizedError } from '@/lib/query-client';
import { fetchCouponForCheck } from '../api/check-coupon';
import { fetchSlotsForCheck } from '../api/check-slot';
import { quoteQueryKey } from '../api/get-quote';
import { slotAskOf } from '../api/get-slots';
import { usePlaceOrderMutation } from '../api/place-order';
import type { BasketLineForOrder, CheckoutDraft } from '../types';
import { expressMayOpen } from '../utils/express-may-open';
import {
  agreedQuote,
  checkoutReducer,
  initialCheckoutState,
  isBusy,
  type OrderInput,
  type PlaceOrderStep,
  type ServerCheck,
} from '../utils/place-order-machine';
import {
  checkChosenSlot,
  checkCoupon,
  checkCouponRefusal,
  isPastDateRefusal,
  itemsSubtotalCents,
} from '../utils/validate-order';

export type PlaceOrderInput = {
  draft: CheckoutDraft;
  lines: readonly BasketLineForOrder[];
  /** The page's quote of the order as it stands. */
  quote: QuoteResponse | undefined;
  minimumOrderCents: number;
  /** What the customer is told while online ordering is paused (issue 47); null while it is not. */
  paused: string | null;
  /**
   * The server took the order: called at once, before the success dialog shows, even if the page
   * has gone meanwhile (the basket and the draft are emptied whatever the customer does next).
   */
  onOrderPlaced: () => void;
};

/** A random key; crypto.randomUUID needs a secure context (https or localhost), getRandomValues does not. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * §5 steps 4 and 5: the slots of the date and mode, then the coupon, asked of the server afresh
 * (never from a cache). A 401 is thrown: it ends the session.
 */
async function checkWithServer(
  queryClient: QueryClient,
  { order, date, time }: Extract<PlaceOrderStep, { kind: 'checking' }>,
): Promise<ServerCheck> {
  const { draft, lines, quote } = order;
  const today = dublinDate(new Date());
  let slotCheck: ReturnType<typeof checkChosenSlot>;
  try {
    slotCheck = checkChosenSlot(
      time,
      await fetchSlotsForCheck(queryClient, draft.mode, date, slotAskOf(lines, draft.mode, draft.address)),
    );
  } catch (error) {
    if (isUnauthorizedError(error)) throw error;
    // The database away for a moment (issue 47): said so, not as a time that cannot be checked.
    if (isServiceUnavailable(error)) return { kind: 'serviceUnavailable' };
    // The server refuses a date before its today: the time has passed (its clock, not the browser's).
    return { kind: isPastDateRefusal(error) ? 'pastTime' : 'unableToValidateTime' };
  }
  if (slotCheck === 'unableToValidate') return { kind: 'unableToValidateTime' };
  if (slotCheck !== 'ok') return { kind: slotCheck };

  const code = draft.couponCode?.trim() ?? '';
  if (code === '') return { kind: 'ok' };
  try {
    const coupon = await fetchCouponForCheck(queryClient, code);
    return checkCoupon(coupon, itemsSubtotalCents(lines, quote), today);
  } catch (error) {
    if (isUnauthorizedError(error)) throw error;
    if (isServiceUnavailable(error)) return { kind: 'serviceUnavailable' };
    return checkCouponRefusal(error) ?? { kind: 'couponCheckFailed' };
  }
}

/**
 * The place-order sequence of checkout-and-account §4 and §5 (decision 037): the state machine of
 * utils/place-order-machine.ts, and the calls and timers its states start — the server's checks
 * while `checking`, the order while `placing`, the 1.5 s after a card payment while `paid`, Confirm
 * Action's fade while it leaves. Each reports its outcome as an event.
 *
 * The Idempotency-Key is made when the customer confirms and kept while the body stays the same:
 * Retry, or placing again after a time-out without changing anything, sends the same key, so the
 * server answers the first order rather than making a second (decision 022). A changed body (a new
 * total after `price_changed`, another time) gets a new key. After a placed order it is forgotten.
 */
export function usePlaceOrder(input: PlaceOrderInput) {
  const { draft, lines, minimumOrderCents, paused } = input;
  const queryClient = useQueryClient();
  const { mutateAsync } = usePlaceOrderMutation();
  const [state, send] = useReducer(checkoutReducer, initialCheckoutState);
  const { step, leavingConfirm } = state;

  // The page fetched a new quote: it is the one to agree to now (adjusted while rendering, React's
  // way for state that follows a prop).
  if (state.freshQuote !== null && state.freshQuote.over !== input.quote) send({ type: 'pageQuoteChanged' });
  const quote = agreedQuote(state, input.quote);

  const orderPlaced = useEffectEvent(() => input.onOrderPlaced());
  // The answer is told with the page's quote as it is when it comes (a price_changed quote is newer).
  const placementFailed = useEffectEvent((error: unknown) =>
    send({ type: 'placeFailed', error, pageQuote: input.quote }),
  );

  // Checking: the server's answers about the slot and the coupon.
  useEffect(() => {
    if (step.kind !== 'checking') return;
    let current = true;
    checkWithServer(queryClient, step).then(
      (result) => {
        if (current) send({ type: 'checked', result });
      },
      (error: unknown) => {
        if (current) send({ type: 'checkFailed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [step, queryClient]);

  // Placing: the order, under its Idempotency-Key.
  useEffect(() => {
    if (step.kind !== 'placing') return;
    let current = true;
    const { payload, idempotencyKey } = step.attempt;
    mutateAsync({ payload, idempotencyKey }).then(
      (order) => {
        orderPlaced();
        if (current) send({ type: 'placed', order });
      },
      (error: unknown) => {
        // Whatever the server refused the order for (a price, stock, the slot), the page's summary
        // and its problems are asked for again, so that they show the order as it now is.
        if (!isUnauthorizedError(error)) void queryClient.invalidateQueries({ queryKey: quoteQueryKey });
        if (current) placementFailed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [step, mutateAsync, queryClient]);

  // 'Payment Successful!' has shown 2 s (the card dialog): 1.5 s more, then the order is placed at
  // once with the payment's ids, as the first version sends them (§4, §7).
  const paidWith = step.kind === 'paid' ? step.payment : null;
  useEffect(() => {
    if (paidWith === null) return;
    const timer = setTimeout(
      () => send({ type: 'paidDelayPassed', newKey: newIdempotencyKey() }),
      CARD_OUTER_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [paidWith]);

  // Confirm Action fades out over CONFIRM_FADE_MS after its buttons (§4 "Confirmation dialog").
  useEffect(() => {
    if (leavingConfirm === null) return;
    const timer = setTimeout(() => send({ type: 'confirmFaded' }), CONFIRM_FADE_MS);
    return () => clearTimeout(timer);
  }, [leavingConfirm]);

  /** The card dialog's payment succeeded; stable, as the dialog's 2 s timer depends on it. */
  const paid = useCallback((payment: WpayResponse) => send({ type: 'paid', payment }), []);
  const order: OrderInput = { draft, lines, quote };
  // A wallet's payment is a card payment, whichever method the page shows chosen (issue 52).
  const expressOrder: OrderInput = { ...order, draft: { ...draft, paymentMethod: 'card' } };
  return {
    state,
    send,
    busy: isBusy(state),
    /** The server's quote the customer agrees to: the amount a card or a wallet pays. */
    quote,
    /** The main button (and the dialogs' Try Again): the checks, unless they or a placement run. */
    start: () => send({ type: 'start', order, minimumOrderCents, paused }),
    /**
     * A wallet's button was tapped: true when its sheet may open; otherwise the sequence's dialog
     * says what the order lacks (or nothing happens while an order is under way).
     */
    expressTapped: () => {
      if (expressMayOpen(state, { order: expressOrder, minimumOrderCents })) return true;
      send({ type: 'start', order: expressOrder, minimumOrderCents, paused, express: true });
      return false;
    },
    /** The wallet's payment was authorised: the same checks, then the card step for the wallet. */
    startExpress: () =>
      send({ type: 'start', order: expressOrder, minimumOrderCents, paused, express: true }),
    /** Confirm Action's Place Order: the payload (no fallbacks), sent once. */
    place: () => send({ type: 'placeChosen', order, newKey: newIdempotencyKey() }),
    /** The phone check was verified: the order goes again with it (decision 073). */
    phoneVerified: (checkId: number) => send({ type: 'phoneVerified', checkId, newKey: newIdempotencyKey() }),
    paid,
  };
}

export type PlaceOrderFlowState = ReturnType<typeof usePlaceOrder>;
