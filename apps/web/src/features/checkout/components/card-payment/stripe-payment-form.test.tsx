import type { Stripe } from '@stripe/stripe-js';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { orderMessages } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
import StripePaymentForm from './stripe-payment-form';

const c = orderMessages.card;

type ConfirmResult = Awaited<ReturnType<Stripe['confirmPayment']>>;
/** A result as Stripe.js answers it, with only the fields the form reads. */
const result = (value: object) => value as unknown as ConfirmResult;

/**
 * What stands for Stripe.js here (it is loaded from Stripe's host, which tests cannot reach): the
 * part of its interface the official React library and the form use. The element it mounts is a
 * plain input where Stripe's iframe would be.
 */
function fakeStripe(answer: ConfirmResult) {
  const created: { type: string; options: unknown }[] = [];
  const elementsOptions: unknown[] = [];
  const elements = {
    create(type: string, options: unknown) {
      created.push({ type, options });
      return {
        mount(node: HTMLElement) {
          node.innerHTML = '<input aria-label="Stripe card field" />';
        },
        on: () => undefined,
        off: () => undefined,
        update: () => undefined,
        destroy: () => undefined,
      };
    },
    update: () => undefined,
    getElement: () => null,
  };
  const stripe = {
    elements(options: unknown) {
      elementsOptions.push(options);
      return elements;
    },
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmPayment: vi.fn(async () => answer),
    _registerWrapper: () => undefined,
    registerAppInfo: () => undefined,
  };
  return {
    stripe: stripe as unknown as Stripe,
    created,
    elementsOptions,
    confirmPayment: stripe.confirmPayment,
  };
}

function renderForm(stripe: Stripe | null) {
  const onSucceeded = vi.fn();
  render(
    <StripePaymentForm
      stripe={stripe}
      clientSecret="pi_1_secret_x"
      contact={{ name: 'Aoife Ryan', phone: '0871234567' }}
      payLabel="Pay €19.00"
      onSucceeded={onSucceeded}
    />,
  );
  return { onSucceeded, pay: () => fireEvent.click(screen.getByRole('button', { name: 'Pay €19.00' })) };
}

const succeeded = result({ paymentIntent: { status: 'succeeded' } });

describe("Stripe's Payment Element form", () => {
  it('mounts the Payment Element for the payment, with the contact and Ireland as the billing country', async () => {
    const fake = fakeStripe(succeeded);
    renderForm(fake.stripe);
    await screen.findByRole('textbox', { name: 'Stripe card field' });
    expect(fake.elementsOptions[0]).toMatchObject({ clientSecret: 'pi_1_secret_x' });
    expect(fake.created[0]).toEqual({
      type: 'payment',
      options: {
        defaultValues: {
          billingDetails: { name: 'Aoife Ryan', phone: '0871234567', address: { country: 'IE' } },
        },
      },
    });
  });

  it('confirms on this page (no redirect for a card) and reports a payment that succeeded', async () => {
    const fake = fakeStripe(succeeded);
    const { onSucceeded, pay } = renderForm(fake.stripe);
    await screen.findByRole('textbox', { name: 'Stripe card field' });
    pay();
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledOnce());
    expect(fake.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      }),
    );
  });

  it.each([
    [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }, c.insufficientFunds],
    [{ type: 'card_error', code: 'expired_card' }, c.expired],
    [{ type: 'api_error', code: 'something_else' }, c.paymentFailed],
  ])('a refusal %j reads as the spec says', async (error, text) => {
    const fake = fakeStripe(result({ error }));
    const { onSucceeded, pay } = renderForm(fake.stripe);
    await screen.findByRole('textbox', { name: 'Stripe card field' });
    pay();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('leaves the errors of its own fields to Stripe', async () => {
    const invalid = fakeStripe({
      error: { type: 'validation_error', code: 'incomplete_number' },
    } as ConfirmResult);
    const first = renderForm(invalid.stripe);
    await screen.findAllByRole('textbox', { name: 'Stripe card field' });
    first.pay();
    await waitFor(() => expect(invalid.confirmPayment).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a payment left processing is not completed', async () => {
    const fake = fakeStripe(result({ paymentIntent: { status: 'processing' } }));
    const { pay } = renderForm(fake.stripe);
    await screen.findByRole('textbox', { name: 'Stripe card field' });
    pay();
    expect((await screen.findByRole('alert')).textContent).toBe(c.notCompleted);
  });

  it('without Stripe.js: Stripe is not loaded yet', async () => {
    const { pay } = renderForm(null);
    pay();
    expect((await screen.findByRole('alert')).textContent).toBe(c.stripeNotLoaded);
  });
});
