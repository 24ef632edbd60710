import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderMessages, type QuoteResponse, type SlotsResponse } from '@tiffin/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { useCheckoutDraft } from '@/features/checkout/stores/checkout-draft';
import { bodyOf, signInForTest } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi, type SentRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
// The page is loaded on demand; importing it here transforms it before the first test's clock starts.
import './checkout';

const m = orderMessages.checkout;
const QUOTE = 'POST /api/v1/customer/order/quote';
const PLACE = 'POST /api/v1/customer/order/place1';
const INFO = 'GET /api/v1/customer/info';

const slots = (labels: string[]): SlotsResponse => ({
  slots: labels,
  current_time: '16:40',
  timezone: 'Europe/Dublin',
  is_today: true,
  next_slot_in_minutes: labels.length > 0 ? 20 : null,
  first_slot: labels[0] ?? null,
  closed: false,
});

/** The server's quote of one Lamb Rogan Josh a line, €18.95 each, collection. */
function quoteOf(sent: SentRequest): QuoteResponse {
  const body = JSON.parse(sent.body ?? '{}') as { cart?: { quantity: number }[] };
  const quantity = body.cart?.[0]?.quantity ?? 1;
  const total = ((1895 * quantity) / 100).toFixed(2);
  return {
    lines: [
      {
        item_id: 20,
        name: 'Lamb Rogan Josh',
        quantity,
        unit_price: '18.95',
        line_total: total,
        options: [],
        item_note: '',
        allergens: [],
      },
    ],
    subtotal: total,
    distance_km: null,
    delivery_fee: '0.00',
    discount: '0.00',
    coupon_code: null,
    total,
    deposit: '0.00',
    vat_included: '0.00',
    vat: [{ rate: 9, vat: '0.00' }],
    minimum_order: '15.00',
    problems: [],
  };
}

function addLamb(quantity = 1) {
  useBasketStore.getState().addItem({
    productId: 20,
    name: 'Lamb Rogan Josh',
    description: 'Slow-cooked lamb.',
    basePriceCents: 1895,
    image: null,
    category: { id: 3, name: 'House Curries' },
    quantity,
    selectedVariations: {},
    additionalNote: '',
    allergens: [],
  });
}

function checkoutApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    'GET /api/v1/customer/notifications': jsonResponse(200, []),
    'GET /api/v1/customer/address/list': jsonResponse(200, {
      addresses: [],
      total_size: 0,
      limit: 10,
      offset: 0,
    }),
    [INFO]: () => jsonResponse(200, buildCustomer()),
    'POST /api/v1/tslots': () => jsonResponse(200, slots(['6:00 PM', '6:15 PM'])),
    [QUOTE]: (sent: SentRequest) => jsonResponse(200, quoteOf(sent)),
    ...routes,
  });
}

function row(label: string) {
  return screen.getByRole('button', { name: new RegExp(`^${label}`, 'i') });
}

/** What the browser keeps under a key, parsed; null when nothing is kept. */
function stored(key: string): { state: Record<string, unknown> } | null {
  return JSON.parse(localStorage.getItem(key) ?? 'null');
}

async function openCheckout() {
  const view = renderApp('/check-out');
  await screen.findByRole('heading', { level: 1, name: m.heading });
  await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:00 PM'));
  return view;
}

beforeEach(() => {
  // The stores outlive a test in memory; each test starts from an empty basket and draft.
  useBasketStore.getState().clear();
  useCheckoutDraft.getState().clear();
  localStorage.clear();
});

describe('once the order is placed', () => {
  it('the basket and the checkout’s choices are emptied at once, before any of the dialog’s buttons', async () => {
    signInForTest();
    addLamb(2);
    const log = checkoutApi({
      [PLACE]: () =>
        jsonResponse(200, {
          message: 'Order placed successfully!',
          order_id: 41,
          order_reference: 'K7PQ3X',
          total: '37.90',
        }),
    });
    await openCheckout();
    fireEvent.click(row(m.notesLabel));
    const notes = within(await screen.findByRole('dialog', { name: m.notesDialog.title }));
    fireEvent.change(notes.getByLabelText(m.notesDialog.label), { target: { value: 'Ring the bell' } });
    fireEvent.click(notes.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(stored('checkout')?.state.orderNote).toBe('Ring the bell'));
    expect(stored('cart')?.state.items).toHaveLength(1);

    await waitFor(() => expect(callsTo(log, QUOTE).length).toBeGreaterThan(0));
    fireEvent.click(await screen.findByRole('button', { name: m.placeOrder }));
    const confirm = await screen.findByRole('dialog', { name: m.confirm.title });
    fireEvent.click(within(confirm).getByRole('button', { name: m.confirm.placeOrder }));

    // The success dialog shows what it needs, from its own state…
    const success = await screen.findByRole('dialog', { name: m.orderPlaced('K7PQ3X') });
    expect(within(success).getByText('€37.90')).toBeTruthy();
    expect(bodyOf(callsTo(log, PLACE)[0]?.[1])).toMatchObject({ order_note: 'Ring the bell' });
    // …while what the browser keeps is already empty: a reload or a closed tab finds nothing ordered.
    await waitFor(() => expect(stored('cart')?.state.items).toEqual([]));
    expect(stored('checkout')?.state).toMatchObject({
      date: null,
      time: null,
      orderNote: '',
      couponCode: null,
      contactName: '',
      contactPhone: '',
    });
    // A while later, still: nothing chosen again behind the dialog.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(stored('checkout')?.state).toMatchObject({ date: null, time: null });
    expect(useBasketStore.getState().items).toEqual([]);
    expect(screen.getByRole('dialog', { name: m.orderPlaced('K7PQ3X') })).toBeTruthy();
  });
});

describe('the checkout’s contact', () => {
  it('is the profile’s as it is now: after a change of name and phone, the next checkout sends the new ones', async () => {
    signInForTest();
    addLamb();
    let profile = buildCustomer();
    const log = checkoutApi({ [INFO]: () => jsonResponse(200, profile) });
    const first = await openCheckout();
    expect(row(m.contactLabel).textContent).toContain('Aoife Byrne · 0871234567');
    first.unmount();

    // Changed on the profile page (or another device); the basket still waits.
    profile = buildCustomer({ f_name: 'Aoife', l_name: 'Walsh', name: 'Aoife Walsh', phone: '0859998888' });
    await openCheckout();
    await waitFor(() => expect(row(m.contactLabel).textContent).toContain('Aoife Walsh · 0859998888'));
    await waitFor(() =>
      expect(bodyOf(callsTo(log, QUOTE).at(-1)?.[1])).toMatchObject({
        contact_person_name: 'Aoife Walsh',
        contact_person_number: '0859998888',
      }),
    );
  });

  it('set in Your Details for this order, it stays this order’s over a reload, whatever the profile says', async () => {
    signInForTest();
    addLamb();
    let profile = buildCustomer();
    const log = checkoutApi({ [INFO]: () => jsonResponse(200, profile) });
    const first = await openCheckout();
    fireEvent.click(row(m.contactLabel));
    const details = within(await screen.findByRole('dialog', { name: m.details.title }));
    fireEvent.click(details.getByRole('button', { name: m.details.edit }));
    fireEvent.change(details.getByLabelText(m.details.name), { target: { value: 'Seán Byrne' } });
    fireEvent.click(details.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(row(m.contactLabel).textContent).toContain('Seán Byrne · 0871234567'));
    first.unmount();

    profile = buildCustomer({ name: 'Aoife Walsh', l_name: 'Walsh', phone: '0859998888' });
    await openCheckout();
    expect(row(m.contactLabel).textContent).toContain('Seán Byrne · 0871234567');
    await waitFor(() =>
      expect(bodyOf(callsTo(log, QUOTE).at(-1)?.[1])).toMatchObject({ contact_person_name: 'Seán Byrne' }),
    );
  });
});
