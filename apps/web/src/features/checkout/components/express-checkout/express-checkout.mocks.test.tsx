import type { Stripe } from '@stripe/stripe-js';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dublinDate, orderMessages, type QuoteResponse } from '@tiffin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShallow } from 'zustand/react/shallow';
import { usePlaceOrder } from '@/features/checkout/hooks/use-place-order';
import { selectStoredDraft, useCheckoutDraft } from '@/features/checkout/stores/checkout-draft';
import {
  buildDraft,
  buildLine,
  buildQuote,
  buildSlots,
} from '@/features/checkout/testing/place-order-fixtures';
import type { CheckoutDraft } from '@/features/checkout/types';
import { bodyOf, signInNow } from '@/testing/auth';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderSignedIn } from '@/testing/render-signed-in';
import { PlaceOrderFlow } from '../place-order/place-order-flow';
import { ExpressCheckout } from './express-checkout';

/**
 * What stands for Stripe.js (loaded from Stripe's host, which tests cannot reach): the part of its
 * interface the official React library and the express row use. Its Express Checkout Element is
 * driven as Stripe drives it: its `click` when a wallet's button is tapped, `confirm` once the
 * customer approves in the wallet's sheet.
 */
const stripeJs = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/features/checkout/components/card-payment/stripe-loader', () => ({
  stripeFor: () => stripeJs.current,
}));

const c = orderMessages.checkout;
const card = orderMessages.card;
const w = orderMessages.wallet;
const WPAY = 'POST /api/v1/stripe/wpay';
const CONFIRM = 'POST /api/v1/payments/simulated/confirm';
const PLACE = 'POST /api/v1/customer/order/place1';
const TSLOTS = 'POST /api/v1/tslots';
const payment = {
  clientSecret: 'pi_9_secret_x',
  stripePaymentId: 'pi_9',
  stripeCustomerId: null,
  amount: '19.00',
};
const placed = () =>
  jsonResponse(200, {
    message: 'Order placed successfully!',
    order_id: 41,
    order_reference: 'K7PQ3X',
    total: '19.00',
  });

type ConfirmResult = Awaited<ReturnType<Stripe['confirmPayment']>>;
/** A result as Stripe.js answers it, with only the fields the express row reads. */
const result = (value: object) => value as unknown as ConfirmResult;
const succeeded = result({ paymentIntent: { status: 'succeeded' } });

function fakeStripe(answer: ConfirmResult) {
  const handlers = new Map<string, (event: unknown) => void>();
  const elementsOptions: unknown[] = [];
  const element = {
    mount: () => undefined,
    on: (event: string, handler: (event: unknown) => void) => handlers.set(event, handler),
    off: () => undefined,
    update: () => undefined,
    destroy: () => undefined,
  };
  const elements = {
    create: vi.fn(() => element),
    update: vi.fn(),
    getElement: () => null,
    submit: vi.fn(async () => ({})),
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
  stripeJs.current = stripe;
  const emit = (event: string, payload: unknown) => act(() => handlers.get(event)?.(payload));
  return {
    elementsOptions,
    elements,
    confirmPayment: stripe.confirmPayment,
    /** Stripe has drawn the buttons the device has. */
    ready: async () => {
      await waitFor(() => expect(handlers.has('ready')).toBe(true));
      emit('ready', {
        elementType: 'expressCheckout',
        availablePaymentMethods: { applePay: true, link: true },
      });
    },
    /** A wallet's button tapped: whether the page let its sheet open. */
    tap: () => {
      const event = {
        elementType: 'expressCheckout',
        expressPaymentType: 'apple_pay',
        resolve: vi.fn(),
        reject: vi.fn(),
      };
      emit('click', event);
      return event;
    },
    /** The customer approved in the sheet. */
    approve: () => {
      const event = {
        elementType: 'expressCheckout',
        expressPaymentType: 'apple_pay',
        paymentFailed: vi.fn(),
      };
      emit('confirm', event);
      return event;
    },
  };
}

/** The checkout's place-order sequence with the express row above its button, as the page holds them. */
function setup(options: { draft?: Partial<CheckoutDraft>; quote?: QuoteResponse } = {}) {
  signInNow();
  const { mode, paymentMethod, ...stored } = buildDraft({ date: dublinDate(new Date()), ...options.draft });
  useCheckoutDraft.setState({ ...stored, paymentMethod });
  const lines = [buildLine()];
  const onOrderPlaced = vi.fn();
  function Page() {
    const draft: CheckoutDraft = {
      ...useCheckoutDraft(useShallow(selectStoredDraft)),
      mode,
      paymentMethod: useCheckoutDraft((state) => state.paymentMethod) ?? paymentMethod,
    };
    const flow = usePlaceOrder({
      draft,
      lines,
      quote: options.quote ?? buildQuote(),
      minimumOrderCents: 1500,
      paused: null,
      onOrderPlaced,
    });
    return (
      <>
        <ExpressCheckout flow={flow} draft={draft} lines={lines} />
        <PlaceOrderFlow
          flow={flow}
          draft={draft}
          lines={lines}
          problem={null}
          onAddMoreItems={() => undefined}
          onPlaced={() => undefined}
        />
      </>
    );
  }
  renderSignedIn(<Page />);
  return { onOrderPlaced };
}

const successDialog = () =>
  screen.findByRole('dialog', { name: c.orderPlaced('K7PQ3X') }, { timeout: 5_000 });
const express = () => screen.getByRole('region', { name: w.region });
const expressShown = () => screen.findByRole('region', { name: w.region });

beforeEach(() => useCheckoutDraft.getState().clear());
afterEach(() => {
  stripeJs.current = null;
});

describe("the simulated gateway's test wallet", () => {
  const walletApi = (routes: Parameters<typeof mockApi>[0]) =>
    mockApi({
      'GET /api/v1/payments/config': jsonResponse(200, { gateway: 'simulated', publishable_key: null }),
      [TSLOTS]: () => jsonResponse(200, buildSlots()),
      ...routes,
    });

  it('opens its sheet only for an order that lacks nothing: otherwise the sequence says what, nothing asked', async () => {
    const user = userEvent.setup();
    const log = walletApi({});
    setup({ draft: { contactPhone: '' } });

    await user.click(
      await within(await screen.findByRole('region', { name: w.region })).findByRole('button', {
        name: w.testButton,
      }),
    );

    const missing = await screen.findByRole('dialog', { name: c.missingInformation.title });
    expect(within(missing).getByText(c.missingInformation.phone)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: w.sheetTitle })).toBeNull();
    expect(callsTo(log, TSLOTS)).toHaveLength(0);
  });

  it('a refused card, then another: one payment for the server’s quote, the order placed once with its ids under a key', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const log = walletApi({
      [WPAY]: jsonResponse(200, payment),
      [CONFIRM]: () => {
        tries += 1;
        return tries === 1
          ? jsonResponse(200, {
              status: 'requires_payment_method',
              error: { code: 'card_declined', decline_code: 'generic_decline', message: card.declined },
            })
          : jsonResponse(200, { status: 'succeeded', error: null });
      },
      [PLACE]: placed(),
    });
    // Cash chosen: a wallet's payment is a card payment, and the page then says Card.
    const { onOrderPlaced } = setup({ draft: { paymentMethod: 'cash' } });
    const tapWallet = async () =>
      user.click(await within(await expressShown()).findByRole('button', { name: w.testButton }));

    await tapWallet();
    let sheet = within(await screen.findByRole('dialog', { name: w.sheetTitle }));
    expect(sheet.getByText(card.amountToPay('€19.00'))).toBeTruthy();
    await user.selectOptions(sheet.getByRole('combobox', { name: w.cardInWallet }), '4000000000000002');
    await user.click(sheet.getByRole('button', { name: card.pay('€19.00') }));
    expect((await within(express()).findByRole('alert')).textContent).toBe(card.declined);
    expect(screen.queryByRole('dialog', { name: w.sheetTitle })).toBeNull();
    expect(callsTo(log, PLACE)).toHaveLength(0);
    expect(useCheckoutDraft.getState().paymentMethod).toBe('card');

    await tapWallet();
    sheet = within(await screen.findByRole('dialog', { name: w.sheetTitle }));
    // The sheet keeps the card last chosen, as a phone's does.
    expect((sheet.getByRole('combobox', { name: w.cardInWallet }) as HTMLSelectElement).value).toBe(
      '4000000000000002',
    );
    await user.selectOptions(sheet.getByRole('combobox', { name: w.cardInWallet }), '4242424242424242');
    await user.click(sheet.getByRole('button', { name: card.pay('€19.00') }));
    expect(await within(express()).findByText(card.paymentSuccessful)).toBeTruthy();
    await successDialog();

    expect(callsTo(log, WPAY)).toHaveLength(1);
    expect(bodyOf(callsTo(log, WPAY)[0]?.[1])).toMatchObject({
      order: { order_amount: '19.00', payment_method: 'digital_payment' },
    });
    expect(
      callsTo(log, CONFIRM).map(([, init]) => (bodyOf(init) as { card: { number: string } }).card.number),
    ).toEqual(['4000000000000002', '4242424242424242']);
    const places = callsTo(log, PLACE);
    expect(places).toHaveLength(1);
    expect(places[0]?.[1].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(bodyOf(places[0]?.[1])).toMatchObject({
      payment_method: 'digital_payment',
      stripe_payment_intent_id: 'pi_9',
    });
    expect(onOrderPlaced).toHaveBeenCalledOnce();
  });

  it('a payment the server asks for another total than the sheet showed is not made: the new total is said', async () => {
    const user = userEvent.setup();
    const log = walletApi({ [WPAY]: jsonResponse(200, { ...payment, amount: '21.50' }) });
    setup();

    await user.click(await within(await expressShown()).findByRole('button', { name: w.testButton }));
    const sheet = within(await screen.findByRole('dialog', { name: w.sheetTitle }));
    await user.click(sheet.getByRole('button', { name: card.pay('€19.00') }));

    expect((await within(express()).findByRole('alert')).textContent).toBe(w.amountChanged('€21.50'));
    expect(callsTo(log, CONFIRM)).toHaveLength(0);
    expect(callsTo(log, PLACE)).toHaveLength(0);
  });
});

describe("Stripe's Express Checkout Element", () => {
  const stripeApi = (routes: Parameters<typeof mockApi>[0]) =>
    mockApi({
      'GET /api/v1/payments/config': jsonResponse(200, {
        gateway: 'stripe',
        publishable_key: 'pk_test_tiffin',
      }),
      [TSLOTS]: () => jsonResponse(200, buildSlots()),
      ...routes,
    });

  it('is made for the quote’s amount; approved in the sheet, the server’s payment is confirmed with its secret, then the order placed', async () => {
    const fake = fakeStripe(succeeded);
    const log = stripeApi({ [WPAY]: jsonResponse(200, payment), [PLACE]: placed() });
    setup();

    await fake.ready();
    expect(fake.elementsOptions[0]).toMatchObject({ mode: 'payment', amount: 1900, currency: 'eur' });
    expect(fake.elements.create).toHaveBeenCalledWith(
      'expressCheckout',
      expect.objectContaining({ paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'auto' } }),
    );
    const tap = fake.tap();
    expect(tap.resolve).toHaveBeenCalledOnce();
    // Nothing is asked of the server until the customer approves in the sheet.
    expect(callsTo(log, TSLOTS)).toHaveLength(0);
    const approval = fake.approve();

    await successDialog();
    expect(fake.elements.submit).toHaveBeenCalledOnce();
    expect(callsTo(log, TSLOTS)).toHaveLength(1);
    expect(fake.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_9_secret_x', redirect: 'if_required' }),
    );
    expect(bodyOf(callsTo(log, PLACE)[0]?.[1])).toMatchObject({ stripe_payment_intent_id: 'pi_9' });
    expect(approval.paymentFailed).not.toHaveBeenCalled();
  });

  it('a card the wallet’s bank refuses: its message, no order', async () => {
    const fake = fakeStripe(
      result({ error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } }),
    );
    const log = stripeApi({ [WPAY]: jsonResponse(200, payment) });
    setup({ draft: { paymentMethod: 'card' } });

    await fake.ready();
    fake.tap();
    fake.approve();

    expect((await within(express()).findByRole('alert')).textContent).toBe(card.insufficientFunds);
    expect(callsTo(log, PLACE)).toHaveLength(0);
  });

  it('the chosen time gone by the time the customer approves: the sheet is told it failed, the dialog says why, nothing paid', async () => {
    const fake = fakeStripe(succeeded);
    const log = stripeApi({ [TSLOTS]: () => jsonResponse(200, buildSlots({ slots: ['7:00 PM'] })) });
    setup();

    await fake.ready();
    fake.tap();
    const approval = fake.approve();

    expect(await screen.findByRole('dialog', { name: c.timeSlotUnavailable.title })).toBeTruthy();
    await waitFor(() => expect(approval.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' }));
    expect(callsTo(log, WPAY)).toHaveLength(0);
    expect(fake.confirmPayment).not.toHaveBeenCalled();
  });

  it('a tap on an order that lacks something keeps the sheet shut and says what', async () => {
    const fake = fakeStripe(succeeded);
    stripeApi({});
    setup({ draft: { time: null } });

    await fake.ready();
    const tap = fake.tap();

    expect(tap.reject).toHaveBeenCalledOnce();
    expect(tap.resolve).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: c.missingInformation.title })).toBeTruthy();
  });
});
