import { useQueryClient } from '@tanstack/react-query';
import {
  euroStringToCents,
  formatEuro,
  orderMessages,
  type PlaceOrderPayload,
  type WpayResponse,
} from '@tiffin/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { quoteQueryKey } from '../api/get-quote';
import { startCardPayment } from '../api/pay-by-card';
import { useCheckoutDraft } from '../stores/checkout-draft';
import type { PlaceOrderFlowState } from './use-place-order';

const c = orderMessages.card;
const w = orderMessages.wallet;

/** The sequence stopped before the wallet could pay: one of its dialogs, or the notice, says why. */
export class WalletStopped extends Error {}

export type WalletNotice = { tone: 'success' | 'danger'; text: string };

/**
 * A wallet's payment at the express button (issue 52), on the card path of the place-order sequence
 * (decision 066), whichever wallet shows the sheet (Stripe's Express Checkout Element, or the
 * simulated gateway's test wallet):
 * - `tapped()`, within the tap: whether the sheet may open (the order lacks nothing the page can
 *   tell at once; otherwise the sequence's dialog says what);
 * - `authorise(shownCents)`, once the customer approves in the sheet: the sequence's checks of the
 *   slot and the coupon, then the payment the server asks its gateway for — for its own quote of the
 *   order, which must be the amount the sheet showed — and its secret to confirm with;
 * - `paid(payment)`: the sequence goes on as after the card dialog (the order placed under its
 *   Idempotency-Key, with the payment verified by the server); `refused(message)`: the card's
 *   message, the basket as it was, and the same payment ready for another try.
 */
export function useWalletPayment({
  flow,
  contact,
}: {
  flow: PlaceOrderFlowState;
  contact: { name: string; phone: string };
}) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<WalletNotice | null>(null);
  const waiting = useRef<{ resolve(payload: PlaceOrderPayload): void; reject(error: Error): void } | null>(
    null,
  );
  // A refused wallet card leaves its payment open for another (as the card dialog's): the same
  // order pays it, rather than asking the server for one payment per try.
  const lastPayment = useRef<{ body: string; payment: WpayResponse } | null>(null);
  const { step } = flow.state;

  // The checks' outcome: the card step for the wallet, or a dialog of the sequence.
  useEffect(() => {
    const pending = waiting.current;
    if (pending === null || step.kind === 'checking') return;
    waiting.current = null;
    if (step.kind === 'card' && step.express) pending.resolve(step.payload);
    else pending.reject(new WalletStopped());
  }, [step]);

  /** Back to where the customer was, with `text` said under the button. */
  function stop(text: string): WalletStopped {
    flow.send({ type: 'dismissed', kind: 'card' });
    setNotice({ tone: 'danger', text });
    return new WalletStopped(text);
  }

  async function authorise(shownCents: number): Promise<WpayResponse> {
    setNotice(null);
    if (flow.busy || step.kind === 'paid' || step.kind === 'card') throw new WalletStopped();
    const payload = await new Promise<PlaceOrderPayload>((resolve, reject) => {
      waiting.current = { resolve, reject };
      flow.startExpress();
    });
    // The order is a card order: the page says so too.
    useCheckoutDraft.getState().setPaymentMethod('card');
    const body = JSON.stringify(payload);
    let payment = lastPayment.current?.body === body ? lastPayment.current.payment : null;
    if (payment === null) {
      try {
        payment = await startCardPayment({ order: payload, customer: contact });
      } catch (error) {
        throw stop(error instanceof ApiError && error.message ? error.message : c.apiCallFailed);
      }
      lastPayment.current = { body, payment };
    }
    const chargedCents = euroStringToCents(payment.amount);
    if (chargedCents !== shownCents) {
      // The server's total is not what the sheet showed (a price changed meanwhile): nothing is
      // taken; the page shows the new total for the customer to agree to.
      void queryClient.invalidateQueries({ queryKey: quoteQueryKey });
      throw stop(w.amountChanged(formatEuro(chargedCents)));
    }
    return payment;
  }

  return {
    notice,
    tapped(): boolean {
      setNotice(null);
      return flow.expressTapped();
    },
    authorise,
    paid(payment: WpayResponse): void {
      lastPayment.current = null;
      setNotice({ tone: 'success', text: c.paymentSuccessful });
      flow.paid(payment);
    },
    refused(message: string): void {
      stop(message);
    },
  };
}

export type WalletPayment = ReturnType<typeof useWalletPayment>;
