import { orderMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { buildDraft, buildLine, buildQuote } from '../testing/place-order-fixtures';
import type { CheckoutDraft } from '../types';
import { expressMayOpen } from './express-may-open';
import {
  agreedQuote,
  type CheckoutEvent,
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
  isBusy,
  type OrderInput,
  type PlaceOrderStep,
  redBoxText,
  shownConfirm,
} from './place-order-machine';

const c = orderMessages.checkout;
const MINIMUM = 1500;

const order = (draft: Partial<CheckoutDraft> = {}, quote = buildQuote()): OrderInput => ({
  draft: buildDraft(draft),
  lines: [buildLine()],
  quote,
});
/** The page without the server's numbers. */
const withoutQuote = (): OrderInput => ({ ...order(), quote: undefined });

/** The state after these events, from the start. */
function run(...events: CheckoutEvent[]): CheckoutState {
  return events.reduce(checkoutReducer, initialCheckoutState);
}

const at = (step: PlaceOrderStep, more: Partial<CheckoutState> = {}): CheckoutState => ({
  ...initialCheckoutState,
  ...more,
  step,
});

const start = (input: OrderInput = order(), paused: string | null = null): CheckoutEvent => ({
  type: 'start',
  order: input,
  minimumOrderCents: MINIMUM,
  paused,
});
const confirmStep = { kind: 'confirm', totalCents: 1900, pricesChanged: false } as const;
const refused = (status: number, code: string, body?: object) =>
  new ApiError(status, `refused: ${code}`, [{ code, message: `refused: ${code}` }], { body });

describe('starting (§5 steps 1 to 3, then the server’s checks)', () => {
  it('an empty cart, the minimum, and missing details are dialogs at once, with no call', () => {
    expect(run(start({ ...order(), lines: [] })).step).toEqual({ kind: 'cartEmpty' });
    expect(run(start(order({}, buildQuote({ subtotal: '12.40' })))).step).toEqual({
      kind: 'minimum',
      currentCents: 1240,
      minimumCents: 1500,
      differenceCents: 260,
    });
    expect(run(start(order({ contactPhone: '', time: null }))).step).toEqual({
      kind: 'missing',
      items: [
        { label: c.missingInformation.phone, modal: 'details' },
        { label: c.missingInformation.time, modal: 'time' },
      ],
    });
  });

  it('paused with no time to choose, says the pause, not a missing time (issue 47)', () => {
    const paused = 'Online ordering is paused — please call us on 062 61234';
    expect(run(start(order({ time: null }), paused)).step).toEqual({
      kind: 'error',
      title: c.orderingPausedTitle,
      message: paused,
      retry: null,
    });
    // Other details missing are still listed; a time chosen (after a timed pause ends) is checked.
    expect(run(start(order({ contactPhone: '', time: null }), paused)).step).toMatchObject({
      kind: 'missing',
    });
    expect(run(start(order(), paused)).step).toMatchObject({ kind: 'checking' });
  });

  it('an order with everything goes to the server’s checks, with the order as pressed', () => {
    const input = order();
    const state = run(start(input));
    expect(state.step).toEqual({
      kind: 'checking',
      order: input,
      date: '2026-11-23',
      time: '6:15 PM',
      express: false,
    });
    expect(isBusy(state)).toBe(true);
  });

  it('clears the last placement’s error; a second press while busy changes nothing', () => {
    const checking = checkoutReducer(at({ kind: 'idle' }, { orderError: 'Network error' }), start());
    expect(checking.orderError).toBeNull();
    expect(checkoutReducer(checking, start())).toBe(checking);
    const placing = checkoutReducer(at(confirmStep), {
      type: 'placeChosen',
      order: order(),
      newKey: 'key-1',
    });
    expect(checkoutReducer(placing, start())).toBe(placing);
    expect(checkoutReducer(placing, { type: 'retry' })).toBe(placing);
  });
});

describe('the server’s checks (§5 steps 4 and 5)', () => {
  const checking = (input: OrderInput = order()) => run(start(input));
  const answered = (result: Extract<CheckoutEvent, { type: 'checked' }>['result'], input?: OrderInput) =>
    checkoutReducer(checking(input), { type: 'checked', result }).step;

  it('each answer is its dialog', () => {
    expect(answered({ kind: 'pastTime' })).toEqual({ kind: 'pastTime' });
    expect(answered({ kind: 'slotUnavailable' })).toEqual({ kind: 'slotUnavailable' });
    expect(answered({ kind: 'unableToValidateTime' })).toEqual({ kind: 'unableToValidateTime' });
    expect(answered({ kind: 'minimum', minPurchaseCents: 3000 })).toEqual({
      kind: 'couponMinimum',
      minPurchaseCents: 3000,
    });
    expect(answered({ kind: 'expired' })).toEqual({ kind: 'couponExpired' });
    expect(answered({ kind: 'limit' })).toEqual({ kind: 'couponLimit' });
    expect(answered({ kind: 'unusable', message: 'This coupon is not active.' })).toEqual({
      kind: 'couponUnusable',
      message: 'This coupon is not active.',
    });
    expect(answered({ kind: 'couponCheckFailed' })).toEqual({
      kind: 'error',
      title: c.errorDialogTitle,
      message: orderMessages.coupons.applyFailed,
      retry: 'validate',
    });
  });

  it('passed: Confirm Action with the server’s total for cash, the card dialog for card', () => {
    expect(answered({ kind: 'ok' })).toEqual({ kind: 'confirm', totalCents: 1900, pricesChanged: false });
    const card = answered({ kind: 'ok' }, order({ paymentMethod: 'card' }));
    expect(card).toMatchObject({
      kind: 'card',
      payload: { order_amount: '19.00', payment_method: 'digital_payment' },
    });
  });

  it('passed without a quote, or with a time the order cannot be sent with: Validation Error', () => {
    const validationError = { kind: 'error', title: c.validationError.title, retry: 'validate' };
    expect(answered({ kind: 'ok' }, withoutQuote())).toMatchObject(validationError);
    expect(answered({ kind: 'ok' }, order({ paymentMethod: 'card', time: 'soon' }))).toMatchObject(
      validationError,
    );
  });

  it('a 401 ends the session with its reason in the red box; anything else is Validation Error', () => {
    const ended = checkoutReducer(checking(), {
      type: 'checkFailed',
      error: refused(401, 'unauthenticated'),
    });
    expect(ended.step).toEqual({ kind: 'idle' });
    expect(ended.orderError).toBe(c.placement.sessionExpired);
    expect(
      checkoutReducer(checking(), { type: 'checkFailed', error: new TypeError('x') }).step,
    ).toMatchObject({
      kind: 'error',
      title: c.validationError.title,
      retry: 'validate',
    });
  });

  it('an answer that comes when no check is running changes nothing', () => {
    const idle = at({ kind: 'idle' });
    expect(checkoutReducer(idle, { type: 'checked', result: { kind: 'ok' } })).toBe(idle);
  });
});

describe('Confirm Action and the placement', () => {
  const confirm = () => at(confirmStep);

  it('Place Order sends the payload under the new key, Confirm Action fading out', () => {
    const state = checkoutReducer(confirm(), { type: 'placeChosen', order: order(), newKey: 'key-1' });
    expect(state.step).toMatchObject({ kind: 'placing', attempt: { idempotencyKey: 'key-1' } });
    expect(state.attempt).toBe(state.step.kind === 'placing' ? state.step.attempt : null);
    expect(state.leavingConfirm).toEqual(confirmStep);
    expect(shownConfirm(state)).toEqual(confirmStep);
    // A second press finds the order on its way.
    expect(checkoutReducer(state, { type: 'placeChosen', order: order(), newKey: 'key-2' })).toBe(state);
    expect(shownConfirm(checkoutReducer(state, { type: 'confirmFaded' }))).toBeNull();
  });

  it('the same body again keeps its key; a changed body gets the new one', () => {
    const sent = checkoutReducer(confirm(), { type: 'placeChosen', order: order(), newKey: 'key-1' });
    const failed = checkoutReducer(sent, {
      type: 'placeFailed',
      error: new ApiError(0, 'Network error'),
      pageQuote: undefined,
    });
    const again = checkoutReducer(
      { ...failed, step: confirmStep },
      { type: 'placeChosen', order: order(), newKey: 'key-2' },
    );
    expect(again.step).toMatchObject({ attempt: { idempotencyKey: 'key-1' } });
    const changed = checkoutReducer(
      { ...failed, step: confirmStep },
      { type: 'placeChosen', order: order({ orderNote: 'No onions' }), newKey: 'key-3' },
    );
    expect(changed.step).toMatchObject({ attempt: { idempotencyKey: 'key-3' } });
  });

  it('Place Order with what the order lacks at send time shows that dialog, nothing sent', () => {
    const state = checkoutReducer(confirm(), {
      type: 'placeChosen',
      order: order({ contactName: ' ' }),
      newKey: 'key-1',
    });
    expect(state.step).toEqual({ kind: 'missingContact' });
    expect(state.attempt).toBeNull();
  });

  it('Review Order fades it out and ends the step; its dialog closing ends both', () => {
    const reviewed = checkoutReducer(confirm(), { type: 'reviewChosen' });
    expect(reviewed.step).toEqual({ kind: 'idle' });
    expect(reviewed.leavingConfirm).toEqual(confirmStep);
    expect(checkoutReducer(confirm(), { type: 'confirmClosed' })).toEqual(initialCheckoutState);
  });

  it('placed: the success dialog, and the key forgotten', () => {
    const sent = checkoutReducer(confirm(), { type: 'placeChosen', order: order(), newKey: 'key-1' });
    const done = checkoutReducer(sent, {
      type: 'placed',
      order: {
        message: 'Order placed successfully!',
        order_id: 41,
        order_reference: 'K7PQ3X',
        total: '19.00',
      },
    });
    expect(done.step).toEqual({ kind: 'success', orderId: 41, orderReference: 'K7PQ3X', total: '19.00' });
    expect(done.attempt).toBeNull();
    expect(checkoutReducer(done, { type: 'successLeft' }).step).toEqual({ kind: 'idle' });
  });

  it('refused: Order Failed with the detail of the code and the red box’s text; Retry sends the same attempt', () => {
    const sent = checkoutReducer(confirm(), { type: 'placeChosen', order: order(), newKey: 'key-1' });
    const failed = checkoutReducer(sent, {
      type: 'placeFailed',
      error: refused(422, 'insufficient_stock'),
      pageQuote: undefined,
    });
    expect(failed.step).toEqual({
      kind: 'failed',
      detail: 'Some items have insufficient stock.',
      unavailable: [],
    });
    expect(failed.orderError).toBe('refused: insufficient_stock');
    const retried = checkoutReducer(failed, { type: 'retry' });
    expect(retried.step).toEqual(sent.step);
  });

  it('refused after a card payment the server refunded: Payment Successful, Order Failed', () => {
    const sent = checkoutReducer(confirm(), { type: 'placeChosen', order: order(), newKey: 'key-1' });
    const error = refused(403, 'empty_order', { payment_refunded: true });
    const failed = checkoutReducer(sent, { type: 'placeFailed', error, pageQuote: undefined });
    expect(failed.step).toEqual({
      kind: 'paidButFailed',
      detail: 'Some items in your cart are no longer available.',
      unavailable: [],
    });
    expect(failed.orderError).toBe(c.placement.invalidItems);
  });

  it('refused for lines no longer sold: Order Failed names each line the answer names (issue 29)', () => {
    const sent = checkoutReducer(confirm(), { type: 'placeChosen', order: order(), newKey: 'key-1' });
    const named = (line: number, name: string, option: string | null) => ({
      code: 'empty_order',
      message: c.unavailableLine(name, option),
      line,
      item_id: 7 + line,
      name,
      option,
    });
    const error = new ApiError(403, 'Some items in your cart are no longer available.', [
      named(0, 'Korma', 'Extra hot'),
      named(2, 'Vegetable Samosa', null),
    ]);
    const failed = checkoutReducer(sent, { type: 'placeFailed', error, pageQuote: undefined });
    expect(failed.step).toEqual({
      kind: 'failed',
      detail: 'Some items in your cart are no longer available.',
      unavailable: ['Korma (Extra hot) is no longer available.', 'Vegetable Samosa is no longer available.'],
    });
  });

  it('price_changed: Confirm Action again with the new total, whose quote is agreed until the page’s changes', () => {
    const pageQuote = buildQuote();
    const fresh = buildQuote({ subtotal: '21.00', total: '21.00' });
    const sent = checkoutReducer(confirm(), { type: 'placeChosen', order: order(), newKey: 'key-1' });
    const error = refused(409, 'price_changed', { quote: fresh });
    const changed = checkoutReducer(sent, { type: 'placeFailed', error, pageQuote });
    expect(changed.step).toEqual({ kind: 'confirm', totalCents: 2100, pricesChanged: true });
    expect(changed.orderError).toBeNull();
    expect(agreedQuote(changed, pageQuote)).toEqual(fresh);
    expect(agreedQuote(changed, buildQuote({ total: '20.00' }))).not.toEqual(fresh);
    expect(checkoutReducer(changed, { type: 'pageQuoteChanged' }).freshQuote).toBeNull();
  });

  it('a 401 from the placement ends the session', () => {
    const sent = checkoutReducer(confirm(), { type: 'placeChosen', order: order(), newKey: 'key-1' });
    const ended = checkoutReducer(sent, {
      type: 'placeFailed',
      error: refused(401, 'unauthenticated'),
      pageQuote: undefined,
    });
    expect(ended.step).toEqual({ kind: 'idle' });
    expect(ended.orderError).toBe(c.placement.sessionExpired);
  });
});

describe('paying by card', () => {
  const payment = {
    clientSecret: 'pi_1_secret',
    stripePaymentId: 'pi_1',
    stripeCustomerId: 'cus_1',
    amount: '19.00',
  };
  const cardOrder = () => order({ paymentMethod: 'card' });
  const card = () => checkoutReducer(run(start(cardOrder())), { type: 'checked', result: { kind: 'ok' } });

  it('paid: the dialog stays, then the order goes with the payment’s ids', () => {
    const paid = checkoutReducer(card(), { type: 'paid', payment });
    expect(paid.step).toMatchObject({ kind: 'paid', payment, dialogOpen: true });
    // Reported twice, it is paid once.
    expect(checkoutReducer(paid, { type: 'paid', payment })).toBe(paid);
    const sent = checkoutReducer(paid, { type: 'paidDelayPassed', newKey: 'key-1' });
    expect(sent.step).toMatchObject({
      kind: 'placing',
      attempt: {
        idempotencyKey: 'key-1',
        payload: {
          payment_method: 'digital_payment',
          payment_id: 'pi_1',
          transaction_reference: 'pi_1',
          stripe_payment_intent_id: 'pi_1',
          stripe_customer_id: 'cus_1',
        },
      },
    });
  });

  it('the card dialog closed before paying ends the step; after paying, the order still goes', () => {
    expect(checkoutReducer(card(), { type: 'dismissed', kind: 'card' }).step).toEqual({ kind: 'idle' });
    const paid = checkoutReducer(card(), { type: 'paid', payment });
    const closed = checkoutReducer(paid, { type: 'dismissed', kind: 'card' });
    expect(closed.step).toMatchObject({ kind: 'paid', dialogOpen: false });
    expect(checkoutReducer(closed, start(cardOrder()))).toBe(closed);
    expect(checkoutReducer(closed, { type: 'paidDelayPassed', newKey: 'key-1' }).step.kind).toBe('placing');
  });
});

describe('paying with a wallet at the express button (issue 52)', () => {
  const payment = {
    clientSecret: 'pi_2_secret',
    stripePaymentId: 'pi_2',
    stripeCustomerId: null,
    amount: '19.00',
  };
  // A card order, whatever the page shows chosen: the hook gives it so (use-place-order's startExpress).
  const express = (input: OrderInput = order({ paymentMethod: 'card' })): CheckoutEvent => ({
    type: 'start',
    order: input,
    minimumOrderCents: MINIMUM,
    paused: null,
    express: true,
  });

  it('its sheet opens for an order that lacks nothing, while nothing is under way and there is a quote', () => {
    const may = (state: CheckoutState, input: OrderInput = order()) =>
      expressMayOpen(state, { order: input, minimumOrderCents: MINIMUM });
    expect(may(initialCheckoutState)).toBe(true);
    expect(may(initialCheckoutState, order({ contactPhone: '' }))).toBe(false);
    expect(may(initialCheckoutState, order({}, buildQuote({ subtotal: '12.40' })))).toBe(false);
    expect(may(initialCheckoutState, withoutQuote())).toBe(false);
    expect(may(run(start()))).toBe(false);
    expect(may(at(confirmStep))).toBe(true);
  });

  it('the same checks, then the card step for the wallet (no card dialog); paid, the order goes with its ids', () => {
    const checking = run(express());
    expect(checking.step).toMatchObject({ kind: 'checking', express: true });
    const card = checkoutReducer(checking, { type: 'checked', result: { kind: 'ok' } });
    expect(card.step).toMatchObject({
      kind: 'card',
      express: true,
      payload: { payment_method: 'digital_payment' },
    });
    const paid = checkoutReducer(card, { type: 'paid', payment });
    expect(paid.step).toMatchObject({ kind: 'paid', dialogOpen: false, express: true });
    expect(checkoutReducer(paid, { type: 'paidDelayPassed', newKey: 'key-2' }).step).toMatchObject({
      kind: 'placing',
      attempt: { idempotencyKey: 'key-2', payload: { stripe_payment_intent_id: 'pi_2', payment_id: 'pi_2' } },
    });
  });

  it('stopped by a check, it shows that dialog; refused in the sheet, back to where it was', () => {
    const gone = checkoutReducer(run(express()), { type: 'checked', result: { kind: 'slotUnavailable' } });
    expect(gone.step).toEqual({ kind: 'slotUnavailable' });
    const card = checkoutReducer(run(express()), { type: 'checked', result: { kind: 'ok' } });
    expect(checkoutReducer(card, { type: 'dismissed', kind: 'card' }).step).toEqual({ kind: 'idle' });
  });
});

describe('the dialogs, the page’s modals and the red box', () => {
  it('closing a dialog ends its own step only, never the next one', () => {
    const failed = at({ kind: 'failed', detail: 'x', unavailable: [] });
    expect(checkoutReducer(failed, { type: 'dismissed', kind: 'failed' }).step).toEqual({ kind: 'idle' });
    expect(checkoutReducer(failed, { type: 'dismissed', kind: 'confirm' })).toBe(failed);
    const placing = run(start());
    expect(checkoutReducer(placing, { type: 'dismissed', kind: 'checking' })).toBe(placing);
  });

  it('a page modal opened from a dialog (Complete Now) closes the dialog; from the page, a check runs on', () => {
    const missing = run(start(order({ contactPhone: '' })));
    const opened = checkoutReducer(missing, { type: 'modalOpened', modal: 'details' });
    expect(opened).toMatchObject({ modal: 'details', step: { kind: 'idle' } });
    const checking = run(start());
    expect(checkoutReducer(checking, { type: 'modalOpened', modal: 'notes' })).toMatchObject({
      modal: 'notes',
      step: checking.step,
    });
    expect(checkoutReducer(opened, { type: 'modalClosed', modal: 'time' })).toBe(opened);
    expect(checkoutReducer(opened, { type: 'modalClosed', modal: 'details' }).modal).toBeNull();
  });

  it('one red box: the placement’s error first, then the page’s problem until dismissed', () => {
    const withError = at({ kind: 'idle' }, { orderError: 'Network error' });
    expect(redBoxText(withError, 'Only 1 left.')).toBe('Network error');
    const cleared = checkoutReducer(withError, { type: 'redBoxDismissed', problem: 'Only 1 left.' });
    expect(redBoxText(cleared, 'Only 1 left.')).toBe('Only 1 left.');
    const dismissed = checkoutReducer(cleared, { type: 'redBoxDismissed', problem: 'Only 1 left.' });
    expect(redBoxText(dismissed, 'Only 1 left.')).toBeNull();
    expect(redBoxText(dismissed, 'Only 0 left.')).toBe('Only 0 left.');
  });
});
