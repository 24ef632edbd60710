import { guardMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { buildDraft, buildLine, buildQuote } from '../testing/place-order-fixtures';
import {
  type CheckoutEvent,
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
} from './place-order-machine';

// The fake-order guard's step (decision 073): the refusal that asks a code, and the order sent again with it.
const order = { draft: buildDraft(), lines: [buildLine()], quote: buildQuote() };
const run = (from: CheckoutState, ...events: CheckoutEvent[]) => events.reduce(checkoutReducer, from);
const confirmed = run(
  initialCheckoutState,
  { type: 'start', order, minimumOrderCents: 1500, paused: null },
  {
    type: 'checked',
    result: { kind: 'ok' },
  },
);
const placing = run(confirmed, { type: 'placeChosen', order, newKey: 'key-1' });
const asked = new ApiError(422, guardMessages.phoneCheckNeeded, [
  { code: 'phone_check_required', message: guardMessages.phoneCheckNeeded },
]);

describe('the phone check step', () => {
  it('a phone_check_required refusal opens it with the server’s words and the attempt', () => {
    expect(placing.step.kind).toBe('placing');
    const state = run(placing, { type: 'placeFailed', error: asked, pageQuote: order.quote });
    expect(state.step).toMatchObject({ kind: 'phoneCheck', message: guardMessages.phoneCheckNeeded });
    expect(state.orderError).toBeNull();
  });

  it('verified, the same order goes with its check under a new key; closed, nothing is sent', () => {
    const asking = run(placing, { type: 'placeFailed', error: asked, pageQuote: order.quote });
    const again = run(asking, { type: 'phoneVerified', checkId: 7, newKey: 'key-2' });
    if (again.step.kind !== 'placing' || placing.step.kind !== 'placing') throw new Error('not placing');
    expect(again.step.attempt.payload).toEqual({ ...placing.step.attempt.payload, phone_check_id: 7 });
    expect(again.step.attempt.idempotencyKey).toBe('key-2');
    expect(run(asking, { type: 'dismissed', kind: 'phoneCheck' }).step.kind).toBe('idle');
    // A verification arriving after the step is gone changes nothing.
    expect(run(initialCheckoutState, { type: 'phoneVerified', checkId: 7, newKey: 'k' })).toBe(
      initialCheckoutState,
    );
  });
});
