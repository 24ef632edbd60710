import { orderMessages, type TipsInfo, tipMessages } from '@tiffin/core';
import type { ReactNode } from 'react';
import { useCheckoutDraft } from '../stores/checkout-draft';
import type { PaymentMethod } from '../types';
import { PaymentChoice, Section } from './checkout-sections';
import { TipChoice } from './tip/tip-choice';

const m = orderMessages.checkout;

type PaymentSectionProps = {
  paymentMethod: PaymentMethod;
  cardsTaken: boolean;
  gateway: string | undefined;
  /** A click on Card Payment already chosen starts the place-order sequence (§4). */
  onCardAgain: () => void;
  /** The tip choices and notice (issue 51); undefined while they load */
  tips: TipsInfo | undefined;
  /** What a tip's percentage is of (core's tipBaseCents of the quote) */
  tipBaseCents: number;
  /** The tips notice as drawn beside the choice */
  tipsNotice: ReactNode;
};

/**
 * Payment Method (§2.5): cash or card; with a card, the optional tip and the tips notice beside it
 * (issue 51), none chosen until tapped; with cash, a line saying tips go with cards only.
 */
export function PaymentSection(props: PaymentSectionProps) {
  const { paymentMethod, cardsTaken, gateway, tips } = props;
  const setPaymentMethod = useCheckoutDraft((state) => state.setPaymentMethod);
  const offered = tips?.offered === true && cardsTaken;
  return (
    <Section title={m.paymentMethod}>
      <fieldset>
        <legend className="sr-only">{m.paymentMethod}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <PaymentChoice
            label={m.cashPayment}
            checked={paymentMethod === 'cash'}
            onChange={() => setPaymentMethod('cash')}
          />
          <PaymentChoice
            label={m.cardPayment}
            checked={paymentMethod === 'card'}
            disabled={!cardsTaken}
            onChange={() => setPaymentMethod('card')}
            onClick={() => {
              if (paymentMethod === 'card') props.onCardAgain();
            }}
          />
        </div>
        {gateway === 'none' && <p className="mt-2 text-sm text-ink-muted">{orderMessages.card.notTaken}</p>}
      </fieldset>
      {offered && paymentMethod === 'card' && (
        <TipChoice tips={tips} baseCents={props.tipBaseCents} notice={props.tipsNotice} />
      )}
      {offered && paymentMethod === 'cash' && (
        <p className="mt-3 text-sm text-ink-muted">{tipMessages.cashNoTip}</p>
      )}
    </Section>
  );
}
