import { useQueryClient } from '@tanstack/react-query';
import {
  CARD_OUTER_DELAY_MS,
  dublinDate,
  euroStringToCents,
  orderFailedDetail,
  orderMessages,
  type PlaceOrderPayload,
  type QuoteResponse,
} from '@tiffin/core';
import type { WpayResponse } from '@tiffin/core/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { isUnauthorizedError } from '@/lib/query-client';
import { fetchCouponForCheck } from '../api/check-coupon';
import { fetchSlotsForCheck } from '../api/check-slot';
import { quoteQueryKey } from '../api/get-quote';
import {
  buildPlaceOrderPayload,
  type PayloadProblem,
  priceChangedQuote,
  usePlaceOrderMutation,
} from '../api/place-order';
import type { BasketLineForOrder, CheckoutDraft } from '../types';
import {
  checkChosenSlot,
  checkCoupon,
  checkCouponRefusal,
  checkOrderBasics,
  isPastDateRefusal,
  itemsSubtotalCents,
  type MissingItem,
} from '../utils/validate-order';

const m = orderMessages.checkout;

/** Where the place-order sequence (§4, §5) stands: each dialog it can show, or none. */
export type PlaceOrderStep =
  | { kind: 'idle' }
  /** Checking the slot and the coupon with the server. */
  | { kind: 'checking' }
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
  /** The card payment dialog, for the order as it will be placed once paid. */
  | { kind: 'card'; payload: PlaceOrderPayload }
  /** The payment went through but the order could not be placed: the server refunded it. */
  | { kind: 'paidButFailed'; detail: string }
  /** Confirm Action; `pricesChanged` after a `price_changed` refusal, with the fresh total. */
  | { kind: 'confirm'; totalCents: number; pricesChanged: boolean }
  | { kind: 'placing' }
  /** `total`: the server's, in euros ('22.50'). */
  | { kind: 'success'; orderId: number; orderReference: string; total: string }
  | { kind: 'failed'; detail: string }
  /** 'Oops! Something went wrong' (or the spec's 'Validation Error'), with Try Again when it may help. */
  | { kind: 'error'; title: string; message: string; retry: 'validate' | null };

export type PlaceOrderInput = {
  token: string;
  draft: CheckoutDraft;
  lines: readonly BasketLineForOrder[];
  quote: QuoteResponse | undefined;
  minimumOrderCents: number;
};

/** The payload last sent and its key: a Retry, or the same order sent again, reuses the key. */
type Attempt = { payload: PlaceOrderPayload; body: string; idempotencyKey: string };

/** The payload to send under the last attempt's key when it is the same body, else under a new key. */
function attemptFor(payload: PlaceOrderPayload, previous: Attempt | null): Attempt {
  const body = JSON.stringify(payload);
  const idempotencyKey =
    previous !== null && previous.body === body ? previous.idempotencyKey : newIdempotencyKey();
  return { payload, body, idempotencyKey };
}

/** The dialog for what the order lacks at send time (§5), or the spec's validation error. */
function stepForPayloadProblem(problem: PayloadProblem): PlaceOrderStep {
  if (problem === 'missingAddress') return { kind: 'missingAddress' };
  if (problem === 'missingContact') return { kind: 'missingContact' };
  return {
    kind: 'error',
    title: m.validationError.title,
    message: m.validationError.message,
    retry: 'validate',
  };
}

/** A placement refused after the card was charged, which the server refunded (`payment_refunded`). */
function isRefundedPayment(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body;
  return (
    typeof body === 'object' && body !== null && 'payment_refunded' in body && body.payment_refunded === true
  );
}

/** A random key; crypto.randomUUID needs a secure context (https or localhost), getRandomValues does not. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** §8 "Order placement": the error kept for the page's red box. */
export function placementErrorText(error: unknown): string {
  const p = m.placement;
  if (!(error instanceof ApiError)) return p.unexpected;
  if (error.status === 401) return p.sessionExpired;
  if (error.status === 403 && error.code === 'empty_order') return p.invalidItems;
  if (error.status === 0) return p.network;
  return error.message || p.unexpected;
}

/** §8 "Order Failed dialog": the detail line under 'We couldn't process your order at this time.' */
export function orderFailedText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code !== undefined) return orderFailedDetail(error.code);
    return error.message || m.placement.checkConnection;
  }
  return m.placement.checkConnection;
}

/**
 * The place-order sequence of checkout-and-account §4 and §5: the checks in the spec's order (the
 * slot and the coupon asked of the server afresh), Confirm Action, then the placement under one
 * Idempotency-Key per attempt sequence.
 *
 * The key is made when the customer confirms and kept while the body stays the same: Retry, or
 * placing again after a time-out without changing anything, sends the same key, so the server
 * answers the first order rather than making a second (decision 022). A changed body (a new total
 * after `price_changed`, another time) gets a new key: the server refuses a key with another body.
 * After a placed order the key is forgotten.
 */
export function usePlaceOrder(input: PlaceOrderInput) {
  const queryClient = useQueryClient();
  const mutation = usePlaceOrderMutation(input.token);
  const [step, setStep] = useState<PlaceOrderStep>({ kind: 'idle' });
  const stepRef = useRef(step);
  stepRef.current = step;
  const [orderError, setOrderError] = useState<string | null>(null);
  /** The quote a `price_changed` refusal brought, newer than the page's until the page's changes. */
  const [freshQuote, setFreshQuote] = useState<QuoteResponse | null>(null);
  const inputRef = useRef(input);
  inputRef.current = input;
  /** Set while a check or a request is under way: a second click does nothing (one request). */
  const busyRef = useRef(false);
  const attemptRef = useRef<Attempt | null>(null);

  // The page fetched a new quote: it is the one to agree to now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's quote changing is the trigger
  useEffect(() => setFreshQuote(null), [input.quote]);

  const quote = freshQuote ?? input.quote;
  const quoteRef = useRef(quote);
  quoteRef.current = quote;

  const sessionEnded = useCallback(() => {
    // The auth feature clears the session and says so once (authenticatedMeta); the page then asks
    // to sign in. The red box keeps the reason.
    setStep({ kind: 'idle' });
    setOrderError(m.placement.sessionExpired);
  }, []);

  /** §5 steps 1 to 4 and the choice of payment; ends on a dialog. */
  const validate = useCallback(async (): Promise<PlaceOrderStep> => {
    const { draft, lines, minimumOrderCents, token } = inputRef.current;
    const currentQuote = quoteRef.current;
    const basics = checkOrderBasics({ draft, lines, quote: currentQuote, minimumOrderCents });
    if (basics.kind !== 'ok') return basics;
    // checkOrderBasics found date and time.
    const date = draft.date as string;
    const time = draft.time as string;
    const today = dublinDate(new Date());

    let slotCheck: ReturnType<typeof checkChosenSlot>;
    try {
      slotCheck = checkChosenSlot(time, await fetchSlotsForCheck(queryClient, token, draft.mode, date));
    } catch (error) {
      if (isUnauthorizedError(error)) throw error;
      // The server refuses a date before its today: the time has passed (its clock, not the browser's).
      if (isPastDateRefusal(error)) return { kind: 'pastTime' };
      return { kind: 'unableToValidateTime' };
    }
    if (slotCheck === 'pastTime') return { kind: 'pastTime' };
    if (slotCheck === 'slotUnavailable') return { kind: 'slotUnavailable' };
    if (slotCheck === 'unableToValidate') return { kind: 'unableToValidateTime' };

    const code = draft.couponCode?.trim() ?? '';
    if (code !== '') {
      let couponCheck: ReturnType<typeof checkCoupon>;
      try {
        const coupon = await fetchCouponForCheck(queryClient, token, code);
        couponCheck = checkCoupon(coupon, itemsSubtotalCents(lines, currentQuote), today);
      } catch (error) {
        if (isUnauthorizedError(error)) throw error;
        const refusal = checkCouponRefusal(error);
        if (refusal === null) {
          return {
            kind: 'error',
            title: m.errorDialogTitle,
            message: orderMessages.coupons.applyFailed,
            retry: 'validate',
          };
        }
        couponCheck = refusal;
      }
      if (couponCheck.kind === 'minimum')
        return { kind: 'couponMinimum', minPurchaseCents: couponCheck.minPurchaseCents };
      if (couponCheck.kind === 'expired') return { kind: 'couponExpired' };
      if (couponCheck.kind === 'limit') return { kind: 'couponLimit' };
      if (couponCheck.kind === 'unusable') return { kind: 'couponUnusable', message: couponCheck.message };
    }

    // The amount the customer agrees to is the server's; without a quote there is nothing to agree to.
    if (currentQuote === undefined) {
      return {
        kind: 'error',
        title: m.validationError.title,
        message: m.validationError.message,
        retry: 'validate',
      };
    }
    // Card: the card dialog, paying for the order as it will be placed; cash: Confirm Action (§4 step 4).
    if (draft.paymentMethod === 'card') {
      const built = buildPlaceOrderPayload({ draft, lines, quote: currentQuote });
      return built.ok ? { kind: 'card', payload: built.payload } : stepForPayloadProblem(built.problem);
    }
    return { kind: 'confirm', totalCents: euroStringToCents(currentQuote.total), pricesChanged: false };
  }, [queryClient]);

  /** The main button: runs the checks, unless they or a placement are already running. */
  const start = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setOrderError(null);
    setStep({ kind: 'checking' });
    try {
      setStep(await validate());
    } catch (error) {
      if (isUnauthorizedError(error)) sessionEnded();
      // §8 "Validation crash".
      else
        setStep({
          kind: 'error',
          title: m.validationError.title,
          message: m.validationError.message,
          retry: 'validate',
        });
    } finally {
      busyRef.current = false;
    }
  }, [validate, sessionEnded]);

  const send = useCallback(
    async (attempt: Attempt) => {
      attemptRef.current = attempt;
      setStep({ kind: 'placing' });
      try {
        const placed = await mutation.mutateAsync({
          payload: attempt.payload,
          idempotencyKey: attempt.idempotencyKey,
        });
        attemptRef.current = null;
        setStep({
          kind: 'success',
          orderId: placed.order_id,
          orderReference: placed.order_reference,
          total: placed.total,
        });
      } catch (error) {
        if (isUnauthorizedError(error)) {
          sessionEnded();
          return;
        }
        // Whatever the server refused the order for (a price, stock, the slot), the page's
        // summary and its problems are asked for again, so that they show the order as it now is.
        void queryClient.invalidateQueries({ queryKey: quoteQueryKey });
        const fresh = priceChangedQuote(error);
        if (fresh !== null) {
          // The body changes with the new total, so the next confirmation gets a new key.
          setFreshQuote(fresh);
          quoteRef.current = fresh;
          setStep({ kind: 'confirm', totalCents: euroStringToCents(fresh.total), pricesChanged: true });
          return;
        }
        setOrderError(placementErrorText(error));
        // A paid order the server could not place is refunded by it at once (decision 024).
        if (isRefundedPayment(error)) setStep({ kind: 'paidButFailed', detail: orderFailedText(error) });
        else setStep({ kind: 'failed', detail: orderFailedText(error) });
      }
    },
    [mutation.mutateAsync, sessionEnded, queryClient],
  );

  /** Confirm Action's 'Place Order': builds the payload (no fallbacks) and sends it once. */
  const confirm = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    try {
      const { draft, lines } = inputRef.current;
      const built = buildPlaceOrderPayload({ draft, lines, quote: quoteRef.current });
      if (!built.ok) {
        setStep(stepForPayloadProblem(built.problem));
        return;
      }
      await send(attemptFor(built.payload, attemptRef.current));
    } finally {
      busyRef.current = false;
    }
  }, [send]);

  /**
   * The card dialog's payment succeeded ('Payment Successful!' has shown 2 s): 1.5 s more, then the
   * order is placed at once with the payment's ids, as the first version sends them (§4, §7).
   */
  const paidTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(paidTimer.current ?? undefined), []);
  const paid = useCallback(
    (payment: WpayResponse) => {
      const current = stepRef.current;
      if (current.kind !== 'card' || paidTimer.current !== null) return;
      const payload: PlaceOrderPayload = {
        ...current.payload,
        payment_id: payment.stripePaymentId,
        transaction_reference: payment.stripePaymentId,
        stripe_payment_intent_id: payment.stripePaymentId,
        ...(payment.stripeCustomerId ? { stripe_customer_id: payment.stripeCustomerId } : {}),
      };
      paidTimer.current = setTimeout(() => {
        paidTimer.current = null;
        void send(attemptFor(payload, attemptRef.current));
      }, CARD_OUTER_DELAY_MS);
    },
    [send],
  );

  /** Order Failed's Retry: the same body under the same key. */
  const retry = useCallback(async () => {
    const attempt = attemptRef.current;
    if (busyRef.current || attempt === null) return;
    busyRef.current = true;
    try {
      await send(attempt);
    } finally {
      busyRef.current = false;
    }
  }, [send]);

  /**
   * The dialog of `kind` closed (its action, Later, Close, Escape, or the step moving on). Only that
   * dialog's step ends: a dialog closing late (Confirm Action fades out) never ends the next one.
   */
  const dismiss = useCallback((kind: PlaceOrderStep['kind']) => {
    setStep((current) => (current.kind === kind ? { kind: 'idle' } : current));
  }, []);

  const busy = step.kind === 'checking' || step.kind === 'placing';

  return {
    step,
    busy,
    quote,
    orderError,
    dismissError: useCallback(() => setOrderError(null), []),
    start,
    confirm,
    paid,
    retry,
    dismiss,
  };
}
