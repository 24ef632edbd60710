import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { cardErrorMessage, orderMessages } from '@tiffin/core';
import { useState } from 'react';
import { type WalletPayment, WalletStopped } from '@/features/checkout/hooks/use-wallet-payment';

const c = orderMessages.card;

export type StripeExpressCheckoutProps = {
  /** Stripe.js (or what stands for it in tests) */
  stripe: Promise<Stripe | null> | Stripe | null;
  /** The server's quote of the order, which the wallet's sheet shows and the server charges */
  amountCents: number;
  wallet: WalletPayment;
};

/**
 * Stripe's Express Checkout Element (issue 52): Apple Pay, Google Pay and Link as one row of
 * buttons, each where the customer's device and the restaurant's Stripe account have it; nothing
 * shows where none can. Elements is made for the amount (no payment yet): the payment is asked of
 * the server only once the customer approves in the sheet, then confirmed with its secret, on this
 * page (a wallet never leaves it).
 */
export default function StripeExpressCheckout({ stripe, amountCents, wallet }: StripeExpressCheckoutProps) {
  return (
    <Elements stripe={stripe} options={{ mode: 'payment', amount: amountCents, currency: 'eur' }}>
      <ExpressButtons amountCents={amountCents} wallet={wallet} />
    </Elements>
  );
}

function ExpressButtons({ amountCents, wallet }: Omit<StripeExpressCheckoutProps, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  // Hidden until Stripe says which buttons it shows, as its guide does: no empty row meanwhile.
  const [shown, setShown] = useState(false);

  async function confirm(event: StripeExpressCheckoutElementConfirmEvent) {
    if (stripe === null || elements === null) {
      event.paymentFailed({ reason: 'fail' });
      return wallet.refused(c.stripeNotLoaded);
    }
    let payment: Awaited<ReturnType<WalletPayment['authorise']>>;
    try {
      const submitted = await elements.submit();
      if (submitted.error) {
        event.paymentFailed({ reason: 'fail' });
        return wallet.refused(cardErrorMessage(submitted.error.code, submitted.error.decline_code));
      }
      payment = await wallet.authorise(amountCents);
    } catch (error) {
      // The sheet closes; the sequence's dialog or the notice says why.
      event.paymentFailed({ reason: 'fail' });
      if (!(error instanceof WalletStopped)) wallet.refused(c.unknownError);
      return;
    }
    try {
      const result = await stripe.confirmPayment({
        elements,
        clientSecret: payment.clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) wallet.refused(cardErrorMessage(result.error.code, result.error.decline_code));
      else if (result.paymentIntent.status === 'succeeded') wallet.paid(payment);
      else wallet.refused(c.notCompleted);
    } catch {
      wallet.refused(c.unknownError);
    }
  }

  return (
    <div className={shown ? '' : 'invisible h-0 overflow-hidden'}>
      <ExpressCheckoutElement
        options={{
          buttonHeight: 48,
          paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'auto' },
        }}
        onReady={({ availablePaymentMethods }) => setShown(availablePaymentMethods !== undefined)}
        onClick={(event) => (wallet.tapped() ? event.resolve() : event.reject())}
        onConfirm={(event) => void confirm(event)}
      />
    </div>
  );
}
