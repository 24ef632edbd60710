import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { cardErrorMessage, orderMessages } from '@tiffin/core';
import { type FormEvent, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { BILLING_COUNTRY_DEFAULT } from '../../utils/countries';

const c = orderMessages.card;

export type StripePaymentFormProps = {
  /** Stripe.js (or what stands for it in tests) */
  stripe: Promise<Stripe | null> | Stripe | null;
  clientSecret: string;
  contact: { name: string; phone: string };
  payLabel: string;
  onSucceeded(): void;
};

/**
 * Stripe's Payment Element for the payment the server asked for: cards (number, expiry and CVC
 * checked by Stripe, its errors under each field), and Apple Pay or Google Pay where the device
 * has them. The 3-D Secure step is Stripe.js's own.
 */
export default function StripePaymentForm({ stripe, clientSecret, ...form }: StripePaymentFormProps) {
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#b45309', borderRadius: '12px' } },
      }}
    >
      <StripeForm {...form} />
    </Elements>
  );
}

function StripeForm({
  contact,
  payLabel,
  onSucceeded,
}: Omit<StripePaymentFormProps, 'stripe' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stripe === null) return setError(c.stripeNotLoaded);
    if (elements === null) return setError(c.formNotReady);
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        // A card stays on this page; a method that must leave it (a bank's page) comes back here.
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) {
        // Stripe shows the errors of its own fields under them.
        if (result.error.type !== 'validation_error')
          setError(cardErrorMessage(result.error.code, result.error.decline_code));
      } else if (result.paymentIntent.status === 'succeeded') onSucceeded();
      else setError(c.notCompleted);
    } catch {
      setError(c.unknownError);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <PaymentElement
        options={{
          defaultValues: {
            billingDetails: {
              name: contact.name,
              phone: contact.phone,
              address: { country: BILLING_COUNTRY_DEFAULT },
            },
          },
        }}
      />
      {error !== null && (
        <p role="alert" className="font-semibold text-danger">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClasses('primary', 'w-full')} disabled={busy}>
        {busy ? c.paying : payLabel}
      </button>
    </form>
  );
}
