import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, orderMessages, type QuoteResponse, type SlotsResponse } from '@tiffin/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { useCheckoutDraft } from '@/features/checkout/stores/checkout-draft';
import { bodyOf, signInForTest } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi, type SentRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
// The page is loaded on demand; importing it here transforms it before the first test's clock starts.
import './checkout';

// Issue 29: a line whose dish or option the restaurant stopped selling while it sat in the basket.
const m = orderMessages.checkout;
const QUOTE = 'POST /api/v1/customer/order/quote';
const PLACE = 'POST /api/v1/customer/order/place1';
const LAMB = 20;
const SAMOSA = 31;
const SAMOSA_GONE = m.unavailableLine('Vegetable Samosa', null);

type CartLine = { item_id: number; quantity: number };
type Body = { cart?: CartLine[] };

function slots(labels: string[]): SlotsResponse {
  return {
    slots: labels,
    current_time: '16:40',
    timezone: 'Europe/Dublin',
    is_today: true,
    next_slot_in_minutes: 20,
    closed: false,
    first_slot: labels[0] ?? null,
  };
}

/** The server's quote: the lamb at €18.95 each; the samosa, when it is 86'd, named and counted out. */
function quoteOf(body: Body, samosaGone: boolean): QuoteResponse {
  const cart = body.cart ?? [];
  const sold = cart.filter((line) => line.item_id === LAMB || !samosaGone);
  const cents = sold.reduce((sum, line) => sum + (line.item_id === LAMB ? 1895 : 550) * line.quantity, 0);
  const euro = (amount: number) => (amount / 100).toFixed(2);
  return {
    lines: sold.map((line) => ({
      item_id: line.item_id,
      name: line.item_id === LAMB ? 'Lamb Rogan Josh' : 'Vegetable Samosa',
      quantity: line.quantity,
      unit_price: line.item_id === LAMB ? '18.95' : '5.50',
      line_total: euro((line.item_id === LAMB ? 1895 : 550) * line.quantity),
      options: line.item_id === LAMB ? [{ variation: 'Protein', label: 'Lamb', price: '2.00' }] : [],
      item_note: null,
      allergens: [],
    })),
    subtotal: euro(cents),
    distance_km: null,
    delivery_fee: '0.00',
    discount: '0.00',
    coupon_code: null,
    total: euro(cents),
    deposit: '0.00',
    vat_included: '0.00',
    vat: [{ rate: 9, vat: '0.00' }],
    minimum_order: '15.00',
    problems: cart.flatMap((line, index) =>
      samosaGone && line.item_id === SAMOSA
        ? [
            {
              code: 'empty_order',
              message: SAMOSA_GONE,
              line: index,
              item_id: SAMOSA,
              name: 'Vegetable Samosa',
              option: null,
            },
          ]
        : [],
    ),
  };
}

function fillBasket() {
  const { addItem } = useBasketStore.getState();
  addItem({
    productId: LAMB,
    name: 'Lamb Rogan Josh',
    description: 'Slow-cooked lamb.',
    basePriceCents: 1695,
    image: null,
    category: { id: 3, name: 'House Curries' },
    quantity: 1,
    selectedVariations: {
      '13': { variationId: 13, variationName: 'Protein', optionId: 52, label: 'Lamb', priceCents: 200 },
    },
    additionalNote: '',
    allergens: [],
  });
  addItem({
    productId: SAMOSA,
    name: 'Vegetable Samosa',
    description: 'Two samosas.',
    basePriceCents: 550,
    image: null,
    category: { id: 1, name: 'Starters' },
    quantity: 2,
    selectedVariations: {},
    additionalNote: '',
    allergens: [],
  });
}

/** The checkout's calls; `state.samosaGone` is what the server knows of the samosa now. */
function checkoutApi(state: { samosaGone: boolean }, place: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ delivery_radius_km: 10 })),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    'GET /api/v1/customer/info': () => jsonResponse(200, buildCustomer()),
    'POST /api/v1/tslots': () => jsonResponse(200, slots(['6:00 PM', '6:15 PM'])),
    'POST /api/v1/dslots': () => jsonResponse(200, slots(['6:45 PM'])),
    'GET /api/v1/customer/address/list': () =>
      jsonResponse(200, { addresses: [], total_size: 0, limit: 10, offset: 1 }),
    [QUOTE]: (init: SentRequest) =>
      jsonResponse(200, quoteOf(JSON.parse(init.body ?? '{}') as Body, state.samosaGone)),
    [PLACE]: place,
  });
}

const placed = () =>
  jsonResponse(200, {
    message: 'Order placed successfully!',
    order_id: 41,
    order_reference: 'K7PQ3X',
    total: '18.95',
  });

async function openCheckout() {
  renderApp('/check-out');
  await screen.findByRole('heading', { level: 1, name: m.heading });
}

const summary = () => within(screen.getByRole('region', { name: m.orderSummary }));
const sentCarts = (log: ReturnType<typeof mockApi>) =>
  callsTo(log, PLACE).map(([, init]) => (bodyOf(init) as Body).cart?.map((line) => line.item_id));

async function placeThroughConfirm(itemCount: string) {
  fireEvent.click(await screen.findByRole('button', { name: m.placeOrder }));
  const confirm = await screen.findByRole('dialog', { name: m.confirm.title });
  expect(within(confirm).getByText(itemCount)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: m.confirm.placeOrder }));
}

describe('a line no longer sold, at checkout', () => {
  beforeEach(() => {
    useBasketStore.getState().clear();
    useCheckoutDraft.getState().clear();
    localStorage.clear();
    signInForTest();
    fillBasket();
  });

  it('is marked No longer available with the server’s words, counted out of Confirm Action, and never sent', async () => {
    const log = checkoutApi({ samosaGone: true }, placed);
    await openCheckout();

    expect(await summary().findByText(SAMOSA_GONE)).toBeTruthy();
    expect(summary().getByText(m.noLongerAvailable)).toBeTruthy();
    // Confirm Action counts the lamb the summary prices, not the two samosas (was '3 items').
    await placeThroughConfirm(m.confirm.itemCount(1));
    await screen.findByRole('dialog', { name: m.orderPlaced('K7PQ3X') });
    expect(sentCarts(log)).toEqual([[LAMB]]);
  });

  it('is taken out of the basket in one tap, and the quote is asked again without it', async () => {
    const log = checkoutApi({ samosaGone: true }, placed);
    await openCheckout();
    await summary().findByText(SAMOSA_GONE);

    fireEvent.click(summary().getByRole('button', { name: m.removeLine('Vegetable Samosa') }));
    expect(useBasketStore.getState().items.map((item) => item.name)).toEqual(['Lamb Rogan Josh']);
    await waitFor(() =>
      expect((bodyOf(callsTo(log, QUOTE).at(-1)?.[1]) as Body).cart?.map((line) => line.item_id)).toEqual([
        LAMB,
      ]),
    );
    expect(summary().queryByText(m.noLongerAvailable)).toBeNull();
  });

  it('86’d after the quote: Order Failed names it; Retry confirms and places the rest without it', async () => {
    const state = { samosaGone: false };
    const log = checkoutApi(state, (init: SentRequest) => {
      const cart = (bodyOf(init) as Body).cart ?? [];
      const index = cart.findIndex((line) => line.item_id === SAMOSA);
      if (index < 0) return placed();
      const message = 'Some items in your cart are no longer available.';
      const named = { code: 'empty_order', message: SAMOSA_GONE, line: index, item_id: SAMOSA };
      return jsonResponse(403, { message, errors: [{ ...named, name: 'Vegetable Samosa', option: null }] });
    });
    await openCheckout();
    await summary().findByText('Vegetable Samosa');
    state.samosaGone = true;

    await placeThroughConfirm(m.confirm.itemCount(3));
    const failed = await screen.findByRole('dialog', { name: m.orderFailed.title });
    expect(within(failed).getByText('Some items in your cart are no longer available.')).toBeTruthy();
    expect(within(failed).getByText(SAMOSA_GONE)).toBeTruthy();
    // The quote asked again after the refusal marks the line behind the dialog.
    expect(await summary().findByText(m.noLongerAvailable)).toBeTruthy();

    fireEvent.click(within(failed).getByRole('button', { name: messages.common.retry }));
    const confirm = await screen.findByRole('dialog', { name: m.confirm.title });
    expect(within(confirm).getByText(m.confirm.itemCount(1))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: m.confirm.placeOrder }));
    await screen.findByRole('dialog', { name: m.orderPlaced('K7PQ3X') });
    expect(sentCarts(log)).toEqual([[LAMB, SAMOSA], [LAMB]]);
  });
});
