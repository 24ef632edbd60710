import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONFIRM_FADE_MS,
  dublinDate,
  messages,
  ORDER_REQUEST_TIMEOUT_MS,
  orderMessages,
  type QuoteResponse,
  tipMessages,
} from '@tiffin/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShallow } from 'zustand/react/shallow';
import { usePlaceOrder } from '@/features/checkout/hooks/use-place-order';
import { selectStoredDraft, useCheckoutDraft } from '@/features/checkout/stores/checkout-draft';
import {
  buildCoupon,
  buildDraft,
  buildLine,
  buildQuote,
  buildSavedAddress,
  buildSlots,
} from '@/features/checkout/testing/place-order-fixtures';
import type { BasketLineForOrder, CheckoutDraft } from '@/features/checkout/types';
import { paths } from '@/lib/paths';
import { bearerOf, bodyOf, signInNow, TEST_TOKEN } from '@/testing/auth';
import {
  callsTo,
  errorResponse,
  jsonResponse,
  mockApi,
  networkError,
  type SentRequest,
} from '@/testing/mock-api';
import { renderSignedIn } from '@/testing/render-signed-in';
import { CardPaymentDialog } from '../card-payment/card-payment-dialog';
import { PlaceOrderFlow } from './place-order-flow';

const c = orderMessages.checkout;
const PLACE = 'POST /api/v1/customer/order/place1';
const TSLOTS = 'POST /api/v1/tslots';
const DSLOTS = 'POST /api/v1/dslots';
const APPLY = 'GET /api/v1/coupon/apply';
const today = () => dublinDate(new Date());

const placed = (reference = 'K7PQ3X', total = '19.00', tip = '0.00') =>
  jsonResponse(200, {
    message: 'Order placed successfully!',
    order_id: 41,
    order_reference: reference,
    total,
    tip,
  });

type Setup = {
  draft?: Partial<CheckoutDraft>;
  lines?: BasketLineForOrder[];
  quote?: QuoteResponse | undefined;
  /** What the page found wrong with the order (the quote's problems) */
  problem?: string;
  allergenStatement?: string;
};

/** Subscriptions of the stores a test made, ended after it. */
const unsubscribes: (() => void)[] = [];

/**
 * The sequence as the checkout page holds it (usePlaceOrder), with the draft in its store: the
 * page's modal opened and the coupon removed are reported to `onOpenModal` and `onClearCoupon`.
 */
function setup(options: Setup = {}) {
  const { draft = {}, lines = [buildLine()] } = options;
  // An explicit `quote: undefined` is the page without the server's numbers.
  const quote = 'quote' in options ? options.quote : buildQuote();
  signInNow();
  const onOpenModal = vi.fn();
  const onClearCoupon = vi.fn();
  const onPlaced = vi.fn();
  const onOrderPlaced = vi.fn();
  const problem = options.problem ?? null;
  const { mode, paymentMethod, ...stored } = buildDraft({ date: today(), ...draft });
  useCheckoutDraft.setState({ ...stored, paymentMethod });
  unsubscribes.push(
    useCheckoutDraft.subscribe((state, previous) => {
      if (previous.couponCode !== null && state.couponCode === null) onClearCoupon();
    }),
  );
  /** The page fetching a new quote. */
  let changeQuote: (next: QuoteResponse) => void = () => undefined;
  function Page() {
    const [pageQuote, setPageQuote] = useState(quote);
    changeQuote = setPageQuote;
    const current: CheckoutDraft = {
      ...useCheckoutDraft(useShallow(selectStoredDraft)),
      mode,
      paymentMethod,
    };
    const flow = usePlaceOrder({
      draft: current,
      lines,
      quote: pageQuote,
      minimumOrderCents: 1500,
      paused: null,
      onOrderPlaced,
    });
    const navigate = useNavigate();
    const { modal } = flow.state;
    useEffect(() => {
      if (modal !== null) onOpenModal(modal);
    }, [modal]);
    return (
      <PlaceOrderFlow
        flow={flow}
        draft={current}
        lines={lines}
        quoteLines={pageQuote?.lines}
        allergenStatement={options.allergenStatement}
        problem={problem}
        // The route's: home, scrolled to the menu (its own test is the route's).
        onAddMoreItems={() => void navigate(paths.home)}
        onPlaced={onPlaced}
      />
    );
  }
  const view = renderSignedIn(<Page />);
  return {
    ...view,
    onOpenModal,
    onClearCoupon,
    onPlaced,
    onOrderPlaced,
    changeQuote: (next: QuoteResponse) => changeQuote(next),
  };
}

/** The modal dialog named `name`, once it is open. */
async function dialog(name: string) {
  return screen.findByRole('dialog', { name });
}

/** The dialog's own Close button (beside the title bar's). */
function closeAction(element: HTMLElement): HTMLElement {
  const buttons = within(element).getAllByRole('button', { name: messages.common.close });
  const last = buttons.at(-1);
  if (last === undefined) throw new Error('no Close button');
  return last;
}

const slotsOk = () => jsonResponse(200, buildSlots());

/** The paragraph of `element` reading `text` whole (its words and its amount in one line). */
function lineOf(element: HTMLElement, text: string) {
  return within(element).getByText((_, node) => node?.tagName === 'P' && node.textContent === text);
}

async function confirmOrder() {
  // A Confirm Action of an earlier attempt may still be fading out.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: c.confirm.title })).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
  const confirm = await dialog(c.confirm.title);
  fireEvent.click(within(confirm).getByRole('button', { name: c.confirm.placeOrder }));
  return confirm;
}

afterEach(() => {
  vi.useRealTimers();
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

describe('the main button', () => {
  it('reads Place Order for cash, Validate & Pay with Card for card, Cart is Empty (disabled) for no lines', () => {
    mockApi({});
    const { unmount } = setup();
    expect(screen.getByRole('button', { name: c.placeOrder })).toBeTruthy();
    unmount();
    setup({ draft: { paymentMethod: 'card' } });
    expect(screen.getByRole('button', { name: c.validateAndPay })).toBeTruthy();
  });

  it('is disabled reading Cart is Empty with no lines', () => {
    mockApi({});
    setup({ lines: [] });
    expect(screen.getByRole('button', { name: c.cartIsEmpty }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the checks before confirming (§5, in order)', () => {
  it('under the minimum: the dialog with the current total and the difference, before missing details', async () => {
    const log = mockApi({});
    setup({ draft: { contactName: '' }, quote: buildQuote({ subtotal: '12.40', total: '12.40' }) });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));

    const minimum = await dialog(c.minimumOrder.title);
    expect(
      within(minimum).getByText('Order cannot be less than €15.00. Your current items total is €12.40.'),
    ).toBeTruthy();
    expect(within(minimum).getByText(c.addToReachMinimum(260))).toBeTruthy();
    expect(within(minimum).getByRole('button', { name: c.minimumOrder.addMoreItems })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: c.missingInformation.title })).toBeNull();
    expect(callsTo(log, TSLOTS)).toHaveLength(0);
  });

  it('Add More Items goes to the menu on the home page', async () => {
    mockApi({});
    const { router } = setup({ quote: buildQuote({ subtotal: '12.40', total: '12.40' }) });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    fireEvent.click(
      within(await dialog(c.minimumOrder.title)).getByRole('button', { name: c.minimumOrder.addMoreItems }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('missing details: a numbered list, Later closes, Complete Now opens the first one’s modal', async () => {
    const log = mockApi({});
    const { onOpenModal } = setup({
      draft: { mode: 'delivery', contactPhone: '', time: null, address: null },
    });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));

    const missing = await dialog(c.missingInformation.title);
    const items = within(within(missing).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      c.missingInformation.phone,
      c.missingInformation.time,
      c.missingInformation.deliveryAddress,
    ]);
    fireEvent.click(within(missing).getByRole('button', { name: c.missingInformation.later }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: c.missingInformation.title })).toBeNull(),
    );
    expect(onOpenModal).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    fireEvent.click(
      within(await dialog(c.missingInformation.title)).getByRole('button', {
        name: c.missingInformation.completeNow,
      }),
    );
    await waitFor(() => expect(onOpenModal).toHaveBeenCalledWith('details'));
    expect(onOpenModal).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: c.missingInformation.title })).toBeNull();
    expect(callsTo(log, PLACE)).toHaveLength(0);
  });

  it('Complete Now opens the time modal when only the time is missing', async () => {
    mockApi({});
    const { onOpenModal } = setup({ draft: { time: null } });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    fireEvent.click(
      within(await dialog(c.missingInformation.title)).getByRole('button', {
        name: c.missingInformation.completeNow,
      }),
    );
    await waitFor(() => expect(onOpenModal).toHaveBeenCalledWith('time'));
  });

  it('re-fetches the slots of the date and mode: a slot gone is no longer available', async () => {
    const log = mockApi({ [DSLOTS]: jsonResponse(200, buildSlots({ slots: ['6:30 PM'] })) });
    const address = buildSavedAddress();
    const { onOpenModal } = setup({ draft: { mode: 'delivery', address } });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));

    const gone = await dialog(c.timeSlotUnavailable.title);
    // With the basket's dishes, whose portions the server counts (issue 33), and the address, whose
    // delivery zone may add minutes (issue 50).
    expect(bodyOf(callsTo(log, DSLOTS)[0]?.[1])).toEqual({
      date: today(),
      cart: [{ item_id: 7, quantity: 2 }],
      address_id: address.id,
    });
    expect(bearerOf(callsTo(log, DSLOTS)[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);
    fireEvent.click(within(gone).getByRole('button', { name: c.chooseAnotherTime }));
    await waitFor(() => expect(onOpenModal).toHaveBeenCalledWith('time'));
  });

  it('a time of today that has passed cannot be ordered', async () => {
    mockApi({ [TSLOTS]: jsonResponse(200, buildSlots({ current_time: '18:20', slots: ['6:30 PM'] })) });
    setup();
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    expect(within(await dialog(c.pastTime.title)).getByText(c.pastTime.message)).toBeTruthy();
  });

  it('a day that has passed (the server refuses the date) cannot be ordered either', async () => {
    const pastDate = orderMessages.slots.dateInPast;
    mockApi({ [TSLOTS]: errorResponse(400, pastDate, 'date') });
    setup({ draft: { date: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    expect(await dialog(c.pastTime.title)).toBeTruthy();
  });

  it('a failed slot fetch is Unable to Validate Time Slot, with Try Again', async () => {
    let answer = networkError;
    const log = mockApi({ [TSLOTS]: () => answer(), [PLACE]: placed() });
    setup();
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    const unable = await dialog(c.unableToValidateTime.title);
    answer = slotsOk;
    fireEvent.click(within(unable).getByRole('button', { name: messages.common.tryAgain }));
    expect(await dialog(c.confirm.title)).toBeTruthy();
    expect(callsTo(log, TSLOTS)).toHaveLength(2);
  });

  it('the database away (503) is said as the site briefly unavailable, not Unable to Validate Time Slot (issue 47)', async () => {
    const user = userEvent.setup();
    const away = () => errorResponse(503, messages.common.serviceUnavailable.message, 'database_unavailable');
    let answer = away;
    mockApi({ [TSLOTS]: () => answer(), [PLACE]: placed() });
    setup();
    await user.click(screen.getByRole('button', { name: c.placeOrder }));
    const unavailable = await dialog(messages.common.serviceUnavailable.title);
    expect(within(unavailable).getByText(messages.common.serviceUnavailable.message)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: c.unableToValidateTime.title })).toBeNull();
    answer = slotsOk;
    await user.click(within(unavailable).getByRole('button', { name: messages.common.tryAgain }));
    expect(await dialog(c.confirm.title)).toBeTruthy();
  });

  it.each([
    [buildCoupon({ min_purchase: '30.00' }), orderMessages.coupons.minimumNotMet.title],
    [buildCoupon({ expire_date: '2020-01-01' }), orderMessages.coupons.expiredDialog.title],
    [buildCoupon({ total_uses: 100 }), orderMessages.coupons.limitReachedDialog.title],
  ])('a coupon that no longer fits shows %#: its action removes the coupon', async (coupon, title) => {
    const log = mockApi({ [TSLOTS]: slotsOk, [APPLY]: jsonResponse(200, coupon) });
    const { onClearCoupon } = setup({ draft: { couponCode: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));

    const refused = await dialog(title);
    expect(new URL(callsTo(log, APPLY)[0]?.[0] ?? '').searchParams.get('code')).toBe('WELCOME10');
    fireEvent.click(within(refused).getByRole('button', { name: orderMessages.coupons.removeCoupon }));
    expect(onClearCoupon).toHaveBeenCalledTimes(1);
    expect(useCheckoutDraft.getState().couponCode).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
  });

  const coupons = orderMessages.coupons;
  it.each([
    ['coupon_limit_reached', 422, coupons.limitReachedDialog.title, coupons.limitReachedDialog.message],
    ['coupon_expired', 422, coupons.expiredDialog.title, coupons.expiredDialog.message],
    ['coupon_not_found', 404, coupons.unusableDialog.title, coupons.refusals.not_found],
    ['coupon_inactive', 422, coupons.unusableDialog.title, coupons.refusals.inactive],
    ['coupon_not_started', 422, coupons.unusableDialog.title, coupons.refusals.not_started],
  ])(
    'a coupon the apply call refuses with %s (%i): %s, its text, and Remove Coupon',
    async (code, status, title, text) => {
      // The dialog is chosen by the code: the message the answer carries does not decide it.
      const log = mockApi({
        [TSLOTS]: slotsOk,
        [APPLY]: errorResponse(status, 'The server’s own words.', code),
      });
      const { onClearCoupon } = setup({ draft: { couponCode: 'WELCOME10' } });
      fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));

      const refused = await dialog(title);
      expect(within(refused).getByText(text)).toBeTruthy();
      fireEvent.click(within(refused).getByRole('button', { name: coupons.removeCoupon }));
      expect(onClearCoupon).toHaveBeenCalledTimes(1);
      expect(useCheckoutDraft.getState().couponCode).toBeNull();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
      expect(callsTo(log, PLACE)).toHaveLength(0);
    },
  );

  it('the placement’s own code from the apply call is no reason to refuse: Oops! Something went wrong', async () => {
    mockApi({
      [TSLOTS]: slotsOk,
      [APPLY]: errorResponse(422, coupons.refusals.limit_reached, 'invalid_coupon'),
    });
    setup({ draft: { couponCode: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    expect(within(await dialog(c.errorDialogTitle)).getByText(coupons.applyFailed)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: coupons.limitReachedDialog.title })).toBeNull();
  });
});

describe('the error dialogs', () => {
  it('a coupon that cannot be checked: Oops! Something went wrong, with Close and Try Again', async () => {
    const log = mockApi({ [TSLOTS]: slotsOk, [APPLY]: () => networkError() });
    setup({ draft: { couponCode: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    const oops = await dialog(c.errorDialogTitle);
    expect(within(oops).getByText(orderMessages.coupons.applyFailed)).toBeTruthy();
    fireEvent.click(within(oops).getByRole('button', { name: messages.common.tryAgain }));
    await waitFor(() => expect(callsTo(log, APPLY)).toHaveLength(2));
    fireEvent.click(closeAction(await dialog(c.errorDialogTitle)));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: c.errorDialogTitle })).toBeNull());
    expect(callsTo(log, PLACE)).toHaveLength(0);
  });

  it('no quote from the server to agree to: Validation Error, nothing sent', async () => {
    const log = mockApi({ [TSLOTS]: slotsOk });
    setup({ quote: undefined });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    expect(within(await dialog(c.validationError.title)).getByText(c.validationError.message)).toBeTruthy();
    expect(callsTo(log, PLACE)).toHaveLength(0);
  });
});

describe('Confirm Action', () => {
  it('shows the count, total, mode, time, address, payment, the cash text and the allergens; locks scrolling', async () => {
    mockApi({ [DSLOTS]: slotsOk });
    setup({
      draft: { mode: 'delivery', address: buildSavedAddress() },
      lines: [buildLine(), buildLine({ productId: 9, quantity: 1, allergens: ['gluten', 'milk'] })],
      quote: buildQuote({ subtotal: '28.50', delivery_fee: '3.00', total: '31.50' }),
    });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    const confirm = await dialog(c.confirm.title);

    for (const text of [
      c.confirm.itemCount(3),
      '€31.50',
      messages.basket.delivery,
      '3 Friar Street, Cashel',
      c.cashPayment,
      c.confirm.cashOnDelivery,
      c.confirm.noCancelOnceConfirmed,
    ]) {
      expect(within(confirm).getByText(text)).toBeTruthy();
    }
    expect(within(confirm).getByText(/6:15 PM$/)).toBeTruthy();
    const allergens = within(confirm).getByRole('region', { name: c.confirm.allergens });
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cereals containing gluten', 'Milk', 'Mustard']);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('lists each line’s allergens as the server’s quote says them (the options’ too), and the restaurant’s statement', async () => {
    mockApi({ [TSLOTS]: slotsOk });
    const quoteLine = {
      item_id: 7,
      name: 'Chicken Korma',
      quantity: 1,
      unit_price: '17.45',
      line_total: '17.45',
      options: [{ variation: 'Protein', label: 'King prawn', price: '3.50' }],
      item_note: null,
      allergens: ['Crustaceans', 'Milk', 'Tree nuts'],
    };
    setup({
      // The basket took the dish's only, before the option's were known.
      lines: [buildLine({ allergens: ['Milk', 'Tree nuts'] })],
      quote: buildQuote({ lines: [quoteLine] }),
      allergenStatement: 'Traces of any allergen may be in any dish.',
    });
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    const confirm = await dialog(c.confirm.title);
    const allergens = within(confirm).getByRole('region', { name: c.confirm.allergens });
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Crustaceans', 'Milk', 'Tree nuts']);
    expect(
      within(allergens).getByText(c.confirm.allergenStatement('Traces of any allergen may be in any dish.')),
    ).toBeTruthy();
  });

  it('Review Order fades out over 200 ms, then the page scrolls again and nothing is sent', async () => {
    const log = mockApi({ [TSLOTS]: slotsOk });
    setup();
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    const confirm = await dialog(c.confirm.title);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(confirm).getByRole('button', { name: c.confirm.reviewOrder }));

    expect(confirm.className).toContain('opacity-0');
    expect((confirm as HTMLDialogElement).open).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_FADE_MS));
    expect((confirm as HTMLDialogElement).open).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(callsTo(log, PLACE)).toHaveLength(0);
  });

  it('Escape and the close button fade it out the same way', async () => {
    mockApi({ [TSLOTS]: slotsOk });
    setup();
    for (const leave of [
      (confirm: HTMLElement) => fireEvent(confirm, new Event('cancel', { cancelable: true })),
      (confirm: HTMLElement) =>
        fireEvent.click(
          within(confirm).getAllByRole('button', { name: messages.common.close })[0] as HTMLElement,
        ),
    ]) {
      vi.useRealTimers();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: c.confirm.title })).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
      const confirm = await dialog(c.confirm.title);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      leave(confirm);
      expect(confirm.className).toContain('opacity-0');
      expect((confirm as HTMLDialogElement).open).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(CONFIRM_FADE_MS));
      expect((confirm as HTMLDialogElement).open).toBe(false);
    }
  });
});

describe('placing the order', () => {
  it('sends the payload with an Idempotency-Key under the overlay, then the success dialog; Continue reports it', async () => {
    let release: () => void = () => {};
    const log = mockApi({
      [TSLOTS]: slotsOk,
      [PLACE]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(placed());
        }),
    });
    const { onPlaced, onOrderPlaced } = setup();
    await confirmOrder();

    expect(await screen.findByText(c.placingOrder)).toBeTruthy();
    expect(screen.getByRole('button', { name: c.processingOrder }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(callsTo(log, PLACE)).toHaveLength(1));
    const [, init] = callsTo(log, PLACE)[0] ?? [];
    expect(init?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(bearerOf(init)).toBe(`Bearer ${TEST_TOKEN}`);
    expect(bodyOf(init)).toMatchObject({
      order_amount: '19.00',
      payment_method: 'cash_on_delivery',
      order_type: 'take_away',
      schedule_at: `${today()} 18:15:00`,
      contact_person_name: 'Aoife Ryan',
    });

    expect(onOrderPlaced).not.toHaveBeenCalled();
    release();
    const success = await dialog(c.orderPlaced('K7PQ3X'));
    // Taken: reported at once, before any of the dialog's buttons (the basket is emptied then).
    expect(onOrderPlaced).toHaveBeenCalledTimes(1);
    expect(onPlaced).not.toHaveBeenCalled();
    fireEvent.click(within(success).getByRole('button', { name: c.continueToHome }));
    expect(onPlaced).toHaveBeenCalledWith({ orderId: 41, orderReference: 'K7PQ3X', next: 'home' });
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
  });

  it('the success dialog’s View order reports the order for its page', async () => {
    mockApi({ [TSLOTS]: slotsOk, [PLACE]: placed() });
    const { onPlaced } = setup();
    await confirmOrder();

    const success = await dialog(c.orderPlaced('K7PQ3X'));
    fireEvent.click(within(success).getByRole('button', { name: orderMessages.orders.viewOrder }));
    expect(onPlaced).toHaveBeenCalledWith({ orderId: 41, orderReference: 'K7PQ3X', next: 'order' });
  });

  it('a double click on Place Order sends one request', async () => {
    const log = mockApi({ [TSLOTS]: slotsOk, [PLACE]: placed() });
    setup();
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    const confirm = await dialog(c.confirm.title);
    const place = within(confirm).getByRole('button', { name: c.confirm.placeOrder });
    fireEvent.click(place);
    fireEvent.click(place);
    await dialog(c.orderPlaced('K7PQ3X'));
    expect(callsTo(log, PLACE)).toHaveLength(1);
  });

  it('Order Failed shows the detail of the code; Retry sends the same body with the same key', async () => {
    const answers = [errorResponse(422, 'Only 2 left of Six chops', 'insufficient_stock'), placed()];
    const log = mockApi({ [TSLOTS]: slotsOk, [PLACE]: () => answers.shift() ?? placed() });
    setup();
    await confirmOrder();

    const failed = await dialog(c.orderFailed.title);
    expect(within(failed).getByText(c.orderFailed.intro)).toBeTruthy();
    expect(within(failed).getByText('Some items have insufficient stock.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Only 2 left of Six chops');
    fireEvent.click(within(failed).getByRole('button', { name: messages.common.retry }));

    await dialog(c.orderPlaced('K7PQ3X'));
    const [first, second] = callsTo(log, PLACE).map(([, init]) => init as SentRequest);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toBe(first?.body);
  });

  it('placing again with nothing changed after a failure (a time-out) sends the same key', async () => {
    const log = mockApi({ [TSLOTS]: slotsOk, [PLACE]: () => networkError() });
    setup();
    await confirmOrder();
    fireEvent.click(closeAction(await dialog(c.orderFailed.title)));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: c.orderFailed.title })).toBeNull());
    await confirmOrder();
    await dialog(c.orderFailed.title);
    const keys = callsTo(log, PLACE).map(([, init]) => init.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('an empty_order refusal (403): the spec’s texts in the box and the dialog', async () => {
    mockApi({
      [TSLOTS]: slotsOk,
      [PLACE]: errorResponse(403, 'Items in cart are not available', 'empty_order'),
    });
    setup();
    await confirmOrder();
    const failed = await dialog(c.orderFailed.title);
    expect(within(failed).getByText('Some items in your cart are no longer available.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(c.placement.invalidItems);
  });

  it('no answer: the network message', async () => {
    mockApi({ [TSLOTS]: slotsOk, [PLACE]: () => networkError() });
    setup();
    await confirmOrder();
    const failed = await dialog(c.orderFailed.title);
    expect(within(failed).getByText(messages.common.network)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.common.network);
  });

  it('gives up after 30 s with the network message; Retry then sends the same key', async () => {
    const log = mockApi({ [TSLOTS]: slotsOk, [PLACE]: () => new Promise<Response>(() => {}) });
    setup();
    fireEvent.click(screen.getByRole('button', { name: c.placeOrder }));
    const confirm = await dialog(c.confirm.title);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(confirm).getByRole('button', { name: c.confirm.placeOrder }));
    await waitFor(() => expect(callsTo(log, PLACE)).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(ORDER_REQUEST_TIMEOUT_MS - 1000));
    expect(screen.queryByRole('dialog', { name: c.orderFailed.title })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const failed = await dialog(c.orderFailed.title);
    expect(within(failed).getByText(messages.common.network)).toBeTruthy();

    fireEvent.click(within(failed).getByRole('button', { name: messages.common.retry }));
    await waitFor(() => expect(callsTo(log, PLACE)).toHaveLength(2));
    const keys = callsTo(log, PLACE).map(([, init]) => init.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
  });

  it('price_changed: the new total to confirm again, sent with a new key', async () => {
    const fresh = buildQuote({ subtotal: '21.00', total: '21.00' });
    const answers = [
      jsonResponse(409, {
        message: 'Prices have changed.',
        errors: [{ code: 'price_changed', message: 'Prices have changed.' }],
        quote: fresh,
      }),
      placed('K7PQ3X', '21.00'),
    ];
    const log = mockApi({ [TSLOTS]: slotsOk, [PLACE]: () => answers.shift() ?? placed() });
    setup();
    await confirmOrder();

    await waitFor(() =>
      expect(screen.getByText(/Prices have changed since you opened checkout/)).toBeTruthy(),
    );
    const again = await dialog(c.confirm.title);
    expect(within(again).getByText('€21.00')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: c.confirm.placeOrder }));

    await dialog(c.orderPlaced('K7PQ3X'));
    const [first, second] = callsTo(log, PLACE).map(([, init]) => init as SentRequest);
    expect(bodyOf(first)).toMatchObject({ order_amount: '19.00' });
    expect(bodyOf(second)).toMatchObject({ order_amount: '21.00' });
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('price_changed, then a new quote on the page: the page’s total is the one sent', async () => {
    const fresh = buildQuote({ subtotal: '21.00', total: '21.00' });
    const answers = [
      jsonResponse(409, {
        message: 'Prices have changed.',
        errors: [{ code: 'price_changed', message: 'Prices have changed.' }],
        quote: fresh,
      }),
      placed('K7PQ3X', '20.00'),
    ];
    const log = mockApi({ [TSLOTS]: slotsOk, [PLACE]: () => answers.shift() ?? placed() });
    const { changeQuote } = setup();
    await confirmOrder();
    const again = await dialog(c.confirm.title);
    await waitFor(() => expect(within(again).getByText('€21.00')).toBeTruthy());

    act(() => changeQuote(buildQuote({ subtotal: '20.00', total: '20.00' })));
    fireEvent.click(within(again).getByRole('button', { name: c.confirm.placeOrder }));
    await dialog(c.orderPlaced('K7PQ3X'));
    expect(callsTo(log, PLACE).map(([, init]) => bodyOf(init))).toMatchObject([
      { order_amount: '19.00' },
      { order_amount: '20.00' },
    ]);
  });

  it('a 401 ends the session: Session expired, the token removed, no Order Failed dialog', async () => {
    mockApi({ [TSLOTS]: slotsOk, [PLACE]: errorResponse(401, 'Unauthenticated.', 'unauthenticated') });
    setup();
    await confirmOrder();

    await waitFor(() => expect(localStorage.getItem('access_token')).toBeNull());
    expect((await screen.findAllByText(messages.common.sessionExpired)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: c.orderFailed.title })).toBeNull();
  });

  it('the red error box can be dismissed', async () => {
    mockApi({ [TSLOTS]: slotsOk, [PLACE]: () => networkError() });
    setup();
    await confirmOrder();
    fireEvent.click(closeAction(await dialog(c.orderFailed.title)));
    const box = screen.getByRole('alert');
    fireEvent.click(within(box).getByRole('button', { name: c.dismissError }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('one red box: the page’s problem, replaced by a placement error while there is one', async () => {
    mockApi({ [TSLOTS]: slotsOk, [PLACE]: () => networkError() });
    setup({ problem: 'Some items have insufficient stock.' });
    expect(screen.getByRole('alert').textContent).toContain('Some items have insufficient stock.');
    await confirmOrder();
    fireEvent.click(closeAction(await dialog(c.orderFailed.title)));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const box = screen.getByRole('alert');
    expect(box.textContent).toContain(messages.common.network);
    fireEvent.click(within(box).getByRole('button', { name: c.dismissError }));
    expect(screen.getByRole('alert').textContent).toContain('Some items have insufficient stock.');
  });
});

describe('paying by card (§4 "Card payment flow", the simulated gateway)', () => {
  const WPAY = 'POST /api/v1/stripe/wpay';
  const CONFIRM = 'POST /api/v1/payments/simulated/confirm';
  const AUTHENTICATE = 'POST /api/v1/payments/simulated/authenticate';
  const card = orderMessages.card;
  const payment = {
    clientSecret: 'pi_sim_1_secret_x',
    stripePaymentId: 'pi_sim_1',
    stripeCustomerId: null,
    amount: '19.00',
  };
  const status = (value: string, error: object | null = null) => jsonResponse(200, { status: value, error });
  const orderOfTest = {
    order_amount: '19.00',
    payment_method: 'digital_payment' as const,
    order_type: 'take_away' as const,
    restaurant_id: '2' as const,
    cart: [],
  };

  /** The main button, then the card dialog's 'Enter Card Details' (the payment asked for). */
  async function enterCardDetails() {
    fireEvent.click(screen.getByRole('button', { name: c.validateAndPay }));
    const cardDialog = await dialog(card.dialogTitle);
    expect(within(cardDialog).getByText(card.amountToPay('€19.00'))).toBeTruthy();
    fireEvent.click(within(cardDialog).getByRole('button', { name: card.enterCardDetails }));
    return cardDialog;
  }

  /** …then a card, in the simulated gateway's form. */
  async function payWith(number: string) {
    const cardDialog = await enterCardDetails();
    await within(cardDialog).findByRole('textbox', { name: card.cardNumber });
    fillCard(cardDialog, number);
    return cardDialog;
  }

  /** The API of a checkout whose restaurant takes cards through the simulated gateway. */
  const cardApi = (routes: Parameters<typeof mockApi>[0]) =>
    mockApi({
      'GET /api/v1/payments/config': jsonResponse(200, { gateway: 'simulated', publishable_key: null }),
      [TSLOTS]: slotsOk,
      ...routes,
    });

  /**
   * …the same, with the test's clock from the moment Pay is pressed: the 2 s and 1.5 s after
   * Payment Successful! pass when the test says, not in real time (it moves with real time too, so
   * that the mocked API's own timers run).
   */
  async function payWithTestClock(number: string) {
    const cardDialog = await enterCardDetails();
    await within(cardDialog).findByRole('textbox', { name: card.cardNumber });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    fillCard(cardDialog, number);
    return cardDialog;
  }

  function fillCard(cardDialog: HTMLElement, number: string) {
    fireEvent.change(within(cardDialog).getByRole('textbox', { name: card.cardNumber }), {
      target: { value: number },
    });
    fireEvent.change(within(cardDialog).getByRole('textbox', { name: card.expiry }), {
      target: { value: '12/30' },
    });
    fireEvent.change(within(cardDialog).getByRole('textbox', { name: card.cvc }), {
      target: { value: '123' },
    });
    fireEvent.click(within(cardDialog).getByRole('button', { name: card.pay('€19.00') }));
  }

  it('until the order has a name and a phone: the spec’s texts and a disabled Complete Details First', () => {
    mockApi({});
    signInNow();
    renderSignedIn(
      <CardPaymentDialog
        open
        order={{ ...orderOfTest, contact_person_number: '' }}
        contact={{ name: '', phone: '' }}
        onPaid={() => undefined}
        onClose={() => undefined}
      />,
    );
    const cardDialog = screen.getByRole('dialog', { name: card.dialogTitle });
    expect(within(cardDialog).getByText(card.customerNameRequired)).toBeTruthy();
    expect(within(cardDialog).getByText(card.customerPhoneRequired)).toBeTruthy();
    const button = within(cardDialog).getByRole('button', { name: card.completeDetailsFirst });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('a payment for the order as it will be placed; Payment Successful!, 2 s, 1.5 s, then the order with the payment’s ids', async () => {
    const log = cardApi({
      [WPAY]: jsonResponse(200, payment),
      [CONFIRM]: status('succeeded'),
      [PLACE]: placed(),
    });
    setup({ draft: { paymentMethod: 'card' } });
    const cardDialog = await payWithTestClock('4242 4242 4242 4242');
    expect(await within(cardDialog).findByText(card.paymentSuccessful)).toBeTruthy();
    expect(bodyOf(callsTo(log, WPAY)[0]?.[1])).toMatchObject({
      currency_code: 'EUR',
      order: { order_amount: '19.00', payment_method: 'digital_payment' },
    });
    expect(bodyOf(callsTo(log, CONFIRM)[0]?.[1])).toMatchObject({
      payment_intent_id: 'pi_sim_1',
      client_secret: 'pi_sim_1_secret_x',
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 30, cvc: '123' },
    });

    // 2 s, then 1.5 s, give or take 0.1 s (the test's clock also moves with real time).
    await act(() => vi.advanceTimersByTimeAsync(1900));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(callsTo(log, PLACE)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await dialog(c.orderPlaced('K7PQ3X'));
    expect(bodyOf(callsTo(log, PLACE)[0]?.[1])).toMatchObject({
      payment_method: 'digital_payment',
      payment_id: 'pi_sim_1',
      transaction_reference: 'pi_sim_1',
      stripe_payment_intent_id: 'pi_sim_1',
    });
  });

  it('placed with a tip: the success dialog says the total, the tip and the total with tip charged', async () => {
    cardApi({
      [WPAY]: jsonResponse(200, payment),
      [CONFIRM]: status('succeeded'),
      // The server's answer names the tip the card paid with the total (issue 51).
      [PLACE]: placed('K7PQ3X', '19.00', '1.90'),
    });
    const { onPlaced } = setup({ draft: { paymentMethod: 'card' } });
    await payWithTestClock('4242 4242 4242 4242');
    await act(() => vi.advanceTimersByTimeAsync(3700));
    const success = await dialog(c.orderPlaced('K7PQ3X'));
    vi.useRealTimers();
    expect(lineOf(success, `${c.total}: €19.00`)).toBeTruthy();
    expect(lineOf(success, `${tipMessages.line}: €1.90`)).toBeTruthy();
    expect(lineOf(success, `${tipMessages.withTip}: €20.90`)).toBeTruthy();
    await userEvent.setup().click(within(success).getByRole('button', { name: c.continueToHome }));
    expect(onPlaced).toHaveBeenCalledWith({ orderId: 41, orderReference: 'K7PQ3X', next: 'home' });
  });

  it('placed without a tip: the success dialog says the total alone', async () => {
    mockApi({ [TSLOTS]: slotsOk, [PLACE]: placed() });
    setup();
    await confirmOrder();
    const success = await dialog(c.orderPlaced('K7PQ3X'));
    expect(lineOf(success, `${c.total}: €19.00`)).toBeTruthy();
    expect(
      within(success).queryByText(new RegExp(`^(${tipMessages.line}|${tipMessages.withTip}):`)),
    ).toBeNull();
  });

  it('a declined card shows its text and keeps the payment; the next card is tried on it', async () => {
    const answers = [
      status('requires_payment_method', {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: card.insufficientFunds,
      }),
      status('requires_payment_method', {
        code: 'incorrect_cvc',
        decline_code: 'incorrect_cvc',
        message: card.incorrectCvc,
      }),
      status('succeeded'),
    ];
    const log = cardApi({
      [WPAY]: jsonResponse(200, payment),
      [CONFIRM]: () => answers.shift() ?? status('succeeded'),
    });
    setup({ draft: { paymentMethod: 'card' } });
    const cardDialog = await payWith('4000 0000 0000 9995');
    expect((await within(cardDialog).findByRole('alert')).textContent).toBe(card.insufficientFunds);
    fillCard(cardDialog, '4000 0000 0000 0127');
    // Under the CVC field, as the provider's errors are (§5).
    await waitFor(() =>
      expect(within(cardDialog).getByRole('textbox', { name: card.cvc }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(within(cardDialog).getByText(card.incorrectCvc)).toBeTruthy();
    fillCard(cardDialog, '4242 4242 4242 4242');
    expect(await within(cardDialog).findByText(card.paymentSuccessful)).toBeTruthy();
    expect(callsTo(log, WPAY)).toHaveLength(1);
    expect(callsTo(log, CONFIRM)).toHaveLength(3);
  });

  it('the bank’s confirmation step: refused, the spec’s failure text; confirmed, it pays', async () => {
    const log = cardApi({
      [WPAY]: jsonResponse(200, payment),
      [CONFIRM]: status('requires_action'),
      [AUTHENTICATE]: (init: SentRequest) =>
        (bodyOf(init) as { approve: boolean }).approve
          ? status('succeeded')
          : status('requires_payment_method', {
              code: 'payment_intent_authentication_failure',
              decline_code: null,
              message: card.paymentFailed,
            }),
    });
    setup({ draft: { paymentMethod: 'card' } });
    const cardDialog = await payWith('4000 0025 0000 3155');
    const bank = await within(cardDialog).findByRole('region', { name: card.authenticationTitle });
    fireEvent.click(within(bank).getByRole('button', { name: card.authenticationRefuse }));
    expect((await within(cardDialog).findByRole('alert')).textContent).toBe(card.paymentFailed);
    fillCard(cardDialog, '4000 0025 0000 3155');
    const again = await within(cardDialog).findByRole('region', { name: card.authenticationTitle });
    fireEvent.click(within(again).getByRole('button', { name: card.authenticationApprove }));
    expect(await within(cardDialog).findByText(card.paymentSuccessful)).toBeTruthy();
    expect(callsTo(log, AUTHENTICATE)).toHaveLength(2);
  });

  it('the payment cannot be set up: Setup Error with the server’s words', async () => {
    cardApi({
      [WPAY]: errorResponse(422, 'Some items have insufficient stock.', 'insufficient_stock'),
    });
    setup({ draft: { paymentMethod: 'card' } });
    const cardDialog = await enterCardDetails();
    const box = await within(cardDialog).findByRole('alert');
    expect(box.textContent).toContain(card.setupError);
    expect(box.textContent).toContain('Some items have insufficient stock.');
  });

  it('paid, then the order refused and refunded by the server: Payment Successful, Order Failed says so', async () => {
    cardApi({
      [WPAY]: jsonResponse(200, payment),
      [CONFIRM]: status('succeeded'),
      [PLACE]: jsonResponse(403, {
        message: 'Some items in your cart are no longer available.',
        errors: [{ code: 'empty_order', message: 'Some items in your cart are no longer available.' }],
        payment_refunded: true,
      }),
    });
    setup({ draft: { paymentMethod: 'card' } });
    await payWithTestClock('4242 4242 4242 4242');
    expect(await screen.findByText(card.paymentSuccessful)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3600));
    const failed = await screen.findByRole('dialog', { name: c.paidButOrderFailed.title });
    expect(within(failed).getByText(c.paidButOrderFailed.message)).toBeTruthy();
    expect(within(failed).getByText(c.paidButOrderFailed.refunded('5-10 business days'))).toBeTruthy();
    expect(within(failed).getByText('Some items in your cart are no longer available.')).toBeTruthy();
  });
});
