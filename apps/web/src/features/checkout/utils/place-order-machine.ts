import {
  euroStringToCents,
  messages,
  orderMessages,
  type PlaceOrderPayload,
  type PlaceOrderResponse,
  type QuoteResponse,
  type WpayResponse,
} from '@tiffin/core';
import { ApiError } from '@/lib/api-client';
import { isUnauthorizedError } from '@/lib/query-client';
import { buildPlaceOrderPayload, type PayloadProblem, priceChangedQuote } from '../api/place-order';
import type { BasketLineForOrder, CheckoutDraft, CheckoutModal } from '../types';
import { isRefundedPayment, orderFailedText, placementErrorText } from './placement-errors';
import { unavailableNamesOf } from './unavailable-lines';
import { type CouponCheck, checkOrderBasics, type MissingItem, missingItems } from './validate-order';

/**
 * The checkout's place-order sequence as a state machine (checkout-and-account §4, §5, §8; decision
 * 037): `checkoutReducer(state, event)` is every transition, pure. The page renders from the state
 * and sends events; the hook (use-place-order.ts) runs the calls and timers that some states start
 * and reports their outcome as events.
 */

const m = orderMessages.checkout;

/** What the sequence works from, as the page had it when the customer pressed. */
export type OrderInput = {
  draft: CheckoutDraft;
  lines: readonly BasketLineForOrder[];
  /** The server's numbers the customer agrees to: a price_changed refusal's, else the page's. */
  quote: QuoteResponse | undefined;
};

/** The payload last sent and its key: a Retry, or the same order sent again, reuses the key. */
export type Attempt = { payload: PlaceOrderPayload; body: string; idempotencyKey: string };

/** Where the sequence stands: each dialog it can show, or the work between them. */
export type PlaceOrderStep =
  | { kind: 'idle' }
  /** Asking the server about the slot and the coupon (§5 steps 4 and 5); `express`: a wallet's (issue 52). */
  | { kind: 'checking'; order: OrderInput; date: string; time: string; express: boolean }
  | { kind: 'cartEmpty' }
  | { kind: 'minimum'; currentCents: number; minimumCents: number; differenceCents: number }
  | { kind: 'missing'; items: MissingItem[] }
  | { kind: 'pastTime' }
  | { kind: 'slotUnavailable' }
  | { kind: 'unableToValidateTime' }
  | { kind: 'couponMinimum'; minPurchaseCents: number }
  | { kind: 'couponExpired' }
  | { kind: 'couponLimit' }
  | { kind: 'couponUnusable'; message: string }
  | { kind: 'missingAddress' }
  | { kind: 'missingContact' }
  /** The card payment, for the order as it will be placed once paid: the dialog's, or a wallet's. */
  | { kind: 'card'; payload: PlaceOrderPayload; express: boolean }
  /**
   * Paid: 'Payment Successful!' stays CARD_OUTER_DELAY_MS more, then the order is sent with the
   * payment's ids, even if the customer closed the dialog meanwhile (the money is taken).
   */
  | { kind: 'paid'; payload: PlaceOrderPayload; payment: WpayResponse; dialogOpen: boolean; express: boolean }
  /** The payment went through but the order could not be placed: the server refunded it. */
  | { kind: 'paidButFailed'; detail: string; unavailable: string[] }
  /** Confirm Action; `pricesChanged` after a `price_changed` refusal, with the fresh total. */
  | { kind: 'confirm'; totalCents: number; pricesChanged: boolean }
  | { kind: 'placing'; attempt: Attempt }
  /**
   * The fake-order guard asks this cash order for a phone code (decision 073): `message` is the
   * server's (a code to text, or a number it cannot text); verified, the order goes again with it.
   */
  | { kind: 'phoneCheck'; attempt: Attempt; message: string }
  /** `total`: the server's, in euros ('22.50'); `tip`: the tip the card paid with it (issue 51). */
  | { kind: 'success'; orderId: number; orderReference: string; total: string; tip?: string | undefined }
  /** `unavailable`: the lines the server named as no longer sold ('Korma (Extra hot) is no longer available.'). */
  | { kind: 'failed'; detail: string; unavailable: string[] }
  /** 'Oops! Something went wrong' (or the spec's 'Validation Error'), with Try Again when it may help. */
  | { kind: 'error'; title: string; message: string; retry: 'validate' | null };

export type StepKind = PlaceOrderStep['kind'];
type ConfirmStep = Extract<PlaceOrderStep, { kind: 'confirm' }>;
type CheckingStep = Extract<PlaceOrderStep, { kind: 'checking' }>;

export type CheckoutState = {
  step: PlaceOrderStep;
  /** The page's own modal (details, address, time, notes, coupons), or none. */
  modal: CheckoutModal | null;
  /** Confirm Action fading out (CONFIRM_FADE_MS) after Place Order or Review Order. */
  leavingConfirm: ConfirmStep | null;
  /** The last placement's error, for the red box under the button (§2.5). */
  orderError: string | null;
  /** The page's problem the customer dismissed from the red box; a new problem shows again. */
  dismissedProblem: string | null;
  /** The quote a price_changed refusal brought, newer than the page's quote `over` until that changes. */
  freshQuote: { quote: QuoteResponse; over: QuoteResponse | undefined } | null;
  attempt: Attempt | null;
};

/** The server's answer to §5 steps 4 and 5, as the hook found it. */
export type ServerCheck =
  | CouponCheck
  | { kind: 'pastTime' }
  | { kind: 'slotUnavailable' }
  | { kind: 'unableToValidateTime' }
  /** The coupon could not be asked about (no answer, a failure that is no refusal). */
  | { kind: 'couponCheckFailed' }
  /** The server's database is away for a moment (503, issue 47). */
  | { kind: 'serviceUnavailable' };

export type CheckoutEvent =
  /**
   * The main button, a click on Card Payment chosen, a Try Again; `express`: a wallet's card order;
   * `paused`: what the customer is told while online ordering is paused (issue 47), else null.
   */
  | { type: 'start'; order: OrderInput; minimumOrderCents: number; paused: string | null; express?: boolean }
  | { type: 'checked'; result: ServerCheck }
  /** The checks threw: the session ended (401), or something unexpected (§8 "Validation crash"). */
  | { type: 'checkFailed'; error: unknown }
  /** Confirm Action's Place Order, with the order as it is now and a key should the body be new. */
  | { type: 'placeChosen'; order: OrderInput; newKey: string }
  /** Confirm Action's Review Order, Escape, its close button or the backdrop: it fades out. */
  | { type: 'reviewChosen' }
  /** The fade is over. */
  | { type: 'confirmFaded' }
  /** Confirm Action's dialog closed. */
  | { type: 'confirmClosed' }
  /** The card's payment succeeded: the dialog's ('Payment Successful!' has shown 2 s), or the wallet's. */
  | { type: 'paid'; payment: WpayResponse }
  | { type: 'paidDelayPassed'; newKey: string }
  | { type: 'placed'; order: PlaceOrderResponse }
  /** `pageQuote`: the page's quote when the answer came. */
  | { type: 'placeFailed'; error: unknown; pageQuote: QuoteResponse | undefined }
  /** The phone's code was right: the order again with its check, under a new key (a new body). */
  | { type: 'phoneVerified'; checkId: number; newKey: string }
  /** Order Failed's Retry: the same body under the same key. */
  | { type: 'retry' }
  /** The dialog of `kind` closed (an action, Later, Close, Escape): that step only ends. */
  | { type: 'dismissed'; kind: StepKind }
  /** The customer left the success dialog (the page has reported the order). */
  | { type: 'successLeft' }
  /** A page modal opens (a row of the page, or a dialog's Complete Now): the dialog on screen closes. */
  | { type: 'modalOpened'; modal: CheckoutModal }
  | { type: 'modalClosed'; modal: CheckoutModal }
  /** The page fetched a new quote: it is the one to agree to now. */
  | { type: 'pageQuoteChanged' }
  /** The red box's dismiss; `problem`: the page's, shown when no placement error is. */
  | { type: 'redBoxDismissed'; problem: string | null };

const IDLE: PlaceOrderStep = { kind: 'idle' };

const VALIDATION_ERROR: PlaceOrderStep = {
  kind: 'error',
  title: m.validationError.title,
  message: m.validationError.message,
  retry: 'validate',
};

export const initialCheckoutState: CheckoutState = {
  step: IDLE,
  modal: null,
  leavingConfirm: null,
  orderError: null,
  dismissedProblem: null,
  freshQuote: null,
  attempt: null,
};

/** A check or a placement is under way: the main button waits, a second press does nothing. */
export function isBusy(state: CheckoutState): boolean {
  return state.step.kind === 'checking' || state.step.kind === 'placing';
}

/** The steps that show no dialog of their own (the card dialog of `paid` stays until the order goes). */
const NO_DIALOG: ReadonlySet<StepKind> = new Set(['idle', 'checking', 'placing', 'paid']);

/** The quote the customer agrees to: a price_changed refusal's, until the page's changes. */
export function agreedQuote(state: CheckoutState, pageQuote: QuoteResponse | undefined) {
  return state.freshQuote !== null && state.freshQuote.over === pageQuote
    ? state.freshQuote.quote
    : pageQuote;
}

/** The one red box under the button: the last placement's error, else the page's problem not dismissed. */
export function redBoxText(state: CheckoutState, problem: string | null): string | null {
  if (state.orderError !== null) return state.orderError;
  return problem !== state.dismissedProblem ? problem : null;
}

/** The Confirm Action on screen: the step's, or the one fading out. */
export function shownConfirm(state: CheckoutState): ConfirmStep | null {
  return state.step.kind === 'confirm' ? state.step : state.leavingConfirm;
}

/** The payload under the last attempt's key when it is the same body, else under `newKey`. */
function attemptFor(payload: PlaceOrderPayload, previous: Attempt | null, newKey: string): Attempt {
  const body = JSON.stringify(payload);
  const idempotencyKey = previous !== null && previous.body === body ? previous.idempotencyKey : newKey;
  return { payload, body, idempotencyKey };
}

/** The dialog for what the order lacks at send time (§5), or the spec's validation error. */
function stepForPayloadProblem(problem: PayloadProblem): PlaceOrderStep {
  if (problem === 'missingAddress') return { kind: 'missingAddress' };
  if (problem === 'missingContact') return { kind: 'missingContact' };
  return VALIDATION_ERROR;
}

/** The checks passed: the card payment for the order as it will be placed, or Confirm Action (§4 step 4). */
function stepToPay({ draft, lines, quote }: OrderInput, express: boolean): PlaceOrderStep {
  // The amount the customer agrees to is the server's; without a quote there is nothing to agree to.
  if (quote === undefined) return VALIDATION_ERROR;
  if (draft.paymentMethod === 'card') {
    const built = buildPlaceOrderPayload({ draft, lines, quote });
    if (!built.ok) return stepForPayloadProblem(built.problem);
    return { kind: 'card', payload: built.payload, express };
  }
  return { kind: 'confirm', totalCents: euroStringToCents(quote.total), pricesChanged: false };
}

function stepAfterChecks({ order, express }: CheckingStep, result: ServerCheck): PlaceOrderStep {
  switch (result.kind) {
    case 'ok':
      return stepToPay(order, express);
    case 'pastTime':
    case 'slotUnavailable':
    case 'unableToValidateTime':
      return { kind: result.kind };
    case 'couponCheckFailed':
      return {
        kind: 'error',
        title: m.errorDialogTitle,
        message: orderMessages.coupons.applyFailed,
        retry: 'validate',
      };
    case 'serviceUnavailable':
      return { kind: 'error', ...messages.common.serviceUnavailable, retry: 'validate' };
    case 'minimum':
      return { kind: 'couponMinimum', minPurchaseCents: result.minPurchaseCents };
    case 'expired':
      return { kind: 'couponExpired' };
    case 'limit':
      return { kind: 'couponLimit' };
    case 'unusable':
      return { kind: 'couponUnusable', message: result.message };
  }
}

/** §5 steps 1 to 3 at once (the cart, the minimum, the missing details), then the server's checks. */
function start(
  state: CheckoutState,
  {
    order,
    minimumOrderCents,
    paused,
    express = false,
  }: Omit<Extract<CheckoutEvent, { type: 'start' }>, 'type'>,
): CheckoutState {
  if (isBusy(state) || state.step.kind === 'paid') return state;
  const cleared = { ...state, orderError: null };
  const basics = checkOrderBasics({ ...order, minimumOrderCents });
  // Paused with no time to choose (issue 47): the pause says why, not a time "missing".
  if (paused !== null && basics.kind === 'missing' && basics.items.every((item) => item.modal === 'time'))
    return {
      ...cleared,
      step: { kind: 'error', title: m.orderingPausedTitle, message: paused, retry: null },
    };
  if (basics.kind !== 'ok') return { ...cleared, step: basics };
  const { date, time } = order.draft;
  // checkOrderBasics found both; a time missing is said as missing.
  if (date === null || time === null)
    return { ...cleared, step: { kind: 'missing', items: missingItems(order.draft) } };
  return { ...cleared, step: { kind: 'checking', order, date, time, express } };
}

/** The order goes under the overlay. */
function send(state: CheckoutState, attempt: Attempt): CheckoutState {
  return { ...state, attempt, step: { kind: 'placing', attempt } };
}

/** A 401: the auth feature ends the session and says so; the red box keeps the reason. */
function sessionEnded(state: CheckoutState): CheckoutState {
  return { ...state, step: IDLE, orderError: m.placement.sessionExpired };
}

function placeFailed(
  state: CheckoutState,
  error: unknown,
  pageQuote: QuoteResponse | undefined,
): CheckoutState {
  if (isUnauthorizedError(error)) return sessionEnded(state);
  if (error instanceof ApiError && error.code === 'phone_check_required' && state.attempt !== null)
    return { ...state, step: { kind: 'phoneCheck', attempt: state.attempt, message: error.message } };
  const fresh = priceChangedQuote(error);
  if (fresh !== null) {
    // The body changes with the new total, so the next confirmation gets a new key.
    return {
      ...state,
      freshQuote: { quote: fresh, over: pageQuote },
      step: { kind: 'confirm', totalCents: euroStringToCents(fresh.total), pricesChanged: true },
    };
  }
  const detail = orderFailedText(error);
  const unavailable = error instanceof ApiError ? unavailableNamesOf(error.errors) : [];
  return {
    ...state,
    orderError: placementErrorText(error),
    // A paid order the server could not place is refunded by it at once (decision 024).
    step: isRefundedPayment(error)
      ? { kind: 'paidButFailed', detail, unavailable }
      : { kind: 'failed', detail, unavailable },
  };
}

/** Every transition of the checkout; an event that does not apply to the state leaves it as it is. */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  const { step } = state;
  switch (event.type) {
    case 'start':
      return start(state, event);
    case 'checked':
      return step.kind === 'checking' ? { ...state, step: stepAfterChecks(step, event.result) } : state;
    case 'checkFailed':
      if (step.kind !== 'checking') return state;
      return isUnauthorizedError(event.error) ? sessionEnded(state) : { ...state, step: VALIDATION_ERROR };
    case 'placeChosen': {
      if (step.kind !== 'confirm') return state;
      const leaving = { ...state, leavingConfirm: step };
      // The payload is built from the draft as it is, with no fallbacks.
      const built = buildPlaceOrderPayload(event.order);
      if (!built.ok) return { ...leaving, step: stepForPayloadProblem(built.problem) };
      return send(leaving, attemptFor(built.payload, state.attempt, event.newKey));
    }
    case 'reviewChosen':
      return step.kind === 'confirm' ? { ...state, step: IDLE, leavingConfirm: step } : state;
    case 'confirmFaded':
      return state.leavingConfirm === null ? state : { ...state, leavingConfirm: null };
    case 'confirmClosed':
      if (state.leavingConfirm === null && step.kind !== 'confirm') return state;
      return { ...state, leavingConfirm: null, step: step.kind === 'confirm' ? IDLE : step };
    case 'paid':
      if (step.kind !== 'card') return state;
      // A wallet's sheet has closed by itself; the card dialog stays to say 'Payment Successful!'.
      return { ...state, step: { ...step, kind: 'paid', payment: event.payment, dialogOpen: !step.express } };
    case 'paidDelayPassed': {
      if (step.kind !== 'paid') return state;
      const { payment } = step;
      const payload: PlaceOrderPayload = {
        ...step.payload,
        payment_id: payment.stripePaymentId,
        transaction_reference: payment.stripePaymentId,
        stripe_payment_intent_id: payment.stripePaymentId,
        ...(payment.stripeCustomerId ? { stripe_customer_id: payment.stripeCustomerId } : {}),
      };
      return send(state, attemptFor(payload, state.attempt, event.newKey));
    }
    case 'placed':
      if (step.kind !== 'placing') return state;
      return {
        ...state,
        // After a placed order the key is forgotten.
        attempt: null,
        step: {
          kind: 'success',
          orderId: event.order.order_id,
          orderReference: event.order.order_reference,
          total: event.order.total,
          tip: event.order.tip,
        },
      };
    case 'placeFailed':
      return step.kind === 'placing' ? placeFailed(state, event.error, event.pageQuote) : state;
    case 'phoneVerified': {
      if (step.kind !== 'phoneCheck') return state;
      const payload = { ...step.attempt.payload, phone_check_id: event.checkId };
      return send(state, attemptFor(payload, state.attempt, event.newKey));
    }
    case 'retry':
      if (isBusy(state) || step.kind === 'paid' || state.attempt === null) return state;
      return send(state, state.attempt);
    case 'dismissed':
      if (step.kind === 'paid' && event.kind === 'card')
        return { ...state, step: { ...step, dialogOpen: false } };
      return step.kind === event.kind && !NO_DIALOG.has(step.kind) ? { ...state, step: IDLE } : state;
    case 'successLeft':
      return step.kind === 'success' ? { ...state, step: IDLE } : state;
    case 'modalOpened':
      return { ...state, modal: event.modal, step: NO_DIALOG.has(step.kind) ? step : IDLE };
    case 'modalClosed':
      return state.modal === event.modal ? { ...state, modal: null } : state;
    case 'pageQuoteChanged':
      return state.freshQuote === null ? state : { ...state, freshQuote: null };
    case 'redBoxDismissed':
      return state.orderError !== null
        ? { ...state, orderError: null }
        : { ...state, dismissedProblem: event.problem };
  }
}
