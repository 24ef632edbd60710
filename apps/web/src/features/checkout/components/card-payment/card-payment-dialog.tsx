import {
  CARD_SUCCESS_DELAY_MS,
  euroStringToCents,
  formatEuro,
  messages,
  orderMessages,
  type PlaceOrderPayload,
  type SimulatedPaymentResponse,
  simulatedCardFormSchema,
  type WpayResponse,
} from '@tiffin/core';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { checkedWhenSent, Form, formSchema, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePaymentConfig } from '../../api/get-payment-config';
import { authenticateSimulatedCard, confirmSimulatedCard, startCardPayment } from '../../api/pay-by-card';
import { formatCardNumberInput, formatExpiryInput } from '../../utils/card-expiry';
import { BILLING_COUNTRY_DEFAULT, countryList } from '../../utils/countries';
import { stripeFor } from './stripe-loader';

// Stripe's libraries only where Stripe takes the payment, and only once the card form is asked for.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

function CardFormLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <Spinner className="size-4" /> {orderMessages.card.loadingForm}
    </p>
  );
}

const c = orderMessages.card;

export type CardPaymentDialogProps = {
  open: boolean;
  /** The order as it will be placed: the server charges its own quote of it */
  order: PlaceOrderPayload;
  contact: { name: string; phone: string };
  /** What the card will pay before the server says (the total and the tip, issue 51); else the order's amount */
  amountCents?: number | undefined;
  onPaid(payment: WpayResponse): void;
  onClose(): void;
};

type Stage = 'ready' | 'form' | 'authenticate' | 'succeeded';
/** The card form's fields: the card, and the billing country and postal code, which are not sent. */
type CardFields = { number: string; expiry: string; cvc: string; country: string; postal_code: string };
const cardForm = formSchema(simulatedCardFormSchema, (fields: CardFields) => fields);

/** Which field a gateway's refusal belongs under (§5: errors under each field); 'root' is the form's. */
function fieldOf(
  error: NonNullable<SimulatedPaymentResponse['error']>,
): 'number' | 'expiry' | 'cvc' | 'root' {
  if (error.code === 'incorrect_number' || error.code === 'invalid_number') return 'number';
  if (error.code.startsWith('invalid_expiry') || error.code === 'expired_card') return 'expiry';
  if (error.code === 'incorrect_cvc' || error.code === 'invalid_cvc') return 'cvc';
  return 'root';
}

/**
 * The card payment dialog of the simulated gateway (§2.6 "Card payment", §4 "Card payment flow",
 * §5 "Card"): the amount, 'Enter Card Details' ('Complete Details First' until the order has a name
 * and a phone), the card form with the billing country (Ireland first chosen), the gateway's
 * refusals under their fields, the bank's confirmation step, and 'Payment Successful!', reported
 * after 2 s. The dialog is mounted for one card step (one order): its payment is asked for once, and
 * a refused card can be followed by another.
 */
export function CardPaymentDialog(props: CardPaymentDialogProps) {
  const { open, order, contact, onPaid, onClose } = props;
  const [stage, setStage] = useState<Stage>('ready');
  const [payment, setPayment] = useState<WpayResponse | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const card = useSchemaForm(cardForm, {
    ...checkedWhenSent,
    defaultValues: { number: '', expiry: '', cvc: '', country: BILLING_COUNTRY_DEFAULT, postal_code: '' },
  });
  const { errors } = card.formState;
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const formId = useId();
  const countries = useMemo(() => countryList(), []);
  const expiryField = card.register('expiry');
  const numberField = card.register('number');
  const gateway = usePaymentConfig().data;

  // 'Payment Successful!' stays 2 s, then the order is placed (§4).
  useEffect(() => {
    if (stage !== 'succeeded' || payment === null) return;
    const timer = setTimeout(() => onPaid(payment), CARD_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stage, payment, onPaid]);

  const missingName = contact.name.trim() === '';
  const missingPhone = contact.phone.trim() === '';
  const amountCents = payment
    ? euroStringToCents(payment.amount)
    : (props.amountCents ?? euroStringToCents(String(order.order_amount)));

  /** Runs one call to the gateway at a time: a second press does nothing. */
  async function guarded(run: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await run();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function take(result: SimulatedPaymentResponse) {
    if (result.status === 'succeeded') setStage('succeeded');
    else if (result.status === 'requires_action') {
      // The bank's step replaces the form: back from it, the form starts empty.
      card.reset();
      setStage('authenticate');
    } else {
      setStage('form');
      if (result.error) card.setError(fieldOf(result.error), { message: result.error.message });
      else card.setError('root', { message: c.notCompleted });
    }
  }

  const failureText = (error: unknown, fallback: string) =>
    error instanceof ApiError && error.message ? error.message : fallback;

  function pay(cardInput: z.output<typeof cardForm>) {
    if (payment === null) return;
    void guarded(async () => {
      try {
        take(await confirmSimulatedCard(payment, cardInput));
      } catch (error) {
        card.setError('root', { message: failureText(error, c.processingFailed) });
      }
    });
  }

  /** 'Enter Card Details': the payment is asked for (the server's amount), then the card form shows. */
  function enterCardDetails() {
    void guarded(async () => {
      try {
        setPayment(await startCardPayment({ order, customer: contact }));
        setSetupError(null);
        setStage('form');
      } catch (error) {
        setSetupError(failureText(error, c.apiCallFailed));
      }
    });
  }

  function authenticate(approve: boolean) {
    if (payment === null) return;
    void guarded(async () => {
      try {
        take(await authenticateSimulatedCard(payment, approve));
      } catch (error) {
        setStage('form');
        card.setError('root', { message: failureText(error, c.processingFailed) });
      }
    });
  }

  return (
    <Dialog open={open} onClose={onClose} title={c.dialogTitle} closeLabel={messages.common.close}>
      <div className="flex flex-col gap-4 px-5 py-5 text-sm">
        <p className="text-base font-semibold">{c.amountToPay(formatEuro(amountCents))}</p>

        {setupError !== null && (
          <Notice tone="danger" role="alert">
            <p className="font-semibold">{c.setupError}</p>
            <p>{setupError}</p>
          </Notice>
        )}

        {stage === 'ready' && (
          <>
            {missingName && <p className="text-danger">{c.customerNameRequired}</p>}
            {missingPhone && <p className="text-danger">{c.customerPhoneRequired}</p>}
            <button
              type="button"
              className={buttonClasses('primary', 'w-full')}
              disabled={missingName || missingPhone || busy}
              onClick={enterCardDetails}
            >
              {missingName || missingPhone ? c.completeDetailsFirst : c.enterCardDetails}
            </button>
          </>
        )}

        {stage === 'form' && payment !== null && gateway?.gateway === 'stripe' && gateway.publishable_key && (
          <Suspense fallback={<CardFormLoading />}>
            <StripePaymentForm
              stripe={stripeFor(gateway.publishable_key)}
              clientSecret={payment.clientSecret}
              contact={contact}
              payLabel={c.pay(formatEuro(amountCents))}
              onSucceeded={() => setStage('succeeded')}
            />
          </Suspense>
        )}

        {stage === 'form' && gateway?.gateway === 'simulated' && (
          <Form id={formId} form={card} onSubmit={pay} className="flex flex-col gap-3">
            <p className="text-ink-muted">{c.testCardsHint}</p>
            <TextField
              label={c.cardNumber}
              inputMode="numeric"
              autoComplete="cc-number"
              error={errors.number?.message}
              {...numberField}
              // Grouped in fours as it is typed (issue 47).
              onChange={(event) => {
                event.target.value = formatCardNumberInput(event.target.value);
                return numberField.onChange(event);
              }}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={c.expiry}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM / YY"
                error={errors.expiry?.message}
                {...expiryField}
                // Shown as MM / YY as typed: a number pad types no slash.
                onChange={(event) => {
                  event.target.value = formatExpiryInput(event.target.value);
                  return expiryField.onChange(event);
                }}
              />
              <TextField
                label={c.cvc}
                inputMode="numeric"
                autoComplete="cc-csc"
                error={errors.cvc?.message}
                {...card.register('cvc')}
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <label className="flex flex-col gap-1 font-semibold">
                {c.country}
                <select
                  autoComplete="country"
                  className="min-h-12 rounded-xl border border-line bg-white px-3 font-normal"
                  {...card.register('country')}
                >
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
              </label>
              <TextField label={c.postalCode} autoComplete="postal-code" {...card.register('postal_code')} />
            </div>
            {errors.root?.message !== undefined && (
              <p role="alert" className="font-semibold text-danger">
                {errors.root.message}
              </p>
            )}
            <button type="submit" className={buttonClasses('primary', 'w-full')} disabled={busy}>
              {busy ? c.paying : c.pay(formatEuro(amountCents))}
            </button>
          </Form>
        )}

        {stage === 'authenticate' && (
          <section
            aria-labelledby={`${formId}-bank`}
            className="flex flex-col gap-3 rounded-xl border border-line p-4"
          >
            <h3 id={`${formId}-bank`} className="font-semibold">
              {c.authenticationTitle}
            </h3>
            <p>{c.authenticationMessage(formatEuro(amountCents))}</p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                className={buttonClasses('secondary', 'w-full sm:w-auto')}
                disabled={busy}
                onClick={() => authenticate(false)}
              >
                {c.authenticationRefuse}
              </button>
              <button
                type="button"
                className={buttonClasses('primary', 'w-full sm:w-auto')}
                disabled={busy}
                onClick={() => authenticate(true)}
              >
                {c.authenticationApprove}
              </button>
            </div>
          </section>
        )}

        {stage === 'succeeded' && (
          <p role="status" className="text-base font-semibold text-chutney">
            {c.paymentSuccessful}
          </p>
        )}
      </div>
    </Dialog>
  );
}
