import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  earliestOrderableDate,
  messages,
  orderMessages,
  type QuoteResponse,
  type RestaurantInfo,
  type SlotsResponse,
} from '@tiffin/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { useCheckoutDraft } from '@/features/checkout/stores/checkout-draft';
import { signInForTest } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi, type SentRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
// The page is loaded on demand; importing it here transforms it before the first test's clock starts.
import './checkout';

const m = orderMessages.checkout;
const QUOTE = 'POST /api/v1/customer/order/quote';
const RESTAURANT = 'GET /api/v1/restaurant';
const TSLOTS = 'POST /api/v1/tslots';
const STREAM = 'GET /api/v1/customer/orders/stream';

const slots = (labels: string[], closed = false): SlotsResponse => ({
  slots: labels,
  current_time: '16:40',
  timezone: 'Europe/Dublin',
  is_today: true,
  next_slot_in_minutes: labels.length > 0 ? 20 : null,
  first_slot: labels[0] ?? null,
  closed,
});

/** The server's quote of the Chicken Tikka Thali lines, €24.95 each, collection. */
function quoteOf(sent: SentRequest, minimumOrder: string): QuoteResponse {
  const body = JSON.parse(sent.body ?? '{}') as { cart?: { quantity: number }[] };
  const quantity = body.cart?.[0]?.quantity ?? 1;
  const total = ((2495 * quantity) / 100).toFixed(2);
  return {
    lines: [
      {
        item_id: 21,
        name: 'Chicken Tikka Thali',
        quantity,
        unit_price: '24.95',
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
    minimum_order: minimumOrder,
    problems: [],
  };
}

function addThali() {
  useBasketStore.getState().addItem({
    productId: 21,
    name: 'Chicken Tikka Thali',
    description: 'A tray of curries.',
    basePriceCents: 2495,
    image: null,
    category: { id: 3, name: 'House Curries' },
    quantity: 1,
    selectedVariations: {},
    additionalNote: '',
    allergens: [],
  });
}

/** The customer's live stream, which the test writes to. */
function liveStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  return {
    answer: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start: (opened) => {
            controller = opened;
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
    connected: () => controller !== undefined,
    /** The server's word that the restaurant's settings changed. */
    settingsChanged: () => controller?.enqueue(encoder.encode('event: settings\ndata: {}\n\n')),
  };
}

/** The site's API with the restaurant's settings as `restaurant()` says at each ask. */
function checkoutApi(restaurant: () => RestaurantInfo, routes: Parameters<typeof mockApi>[0] = {}) {
  const stream = liveStream();
  const log = mockApi({
    [RESTAURANT]: () => jsonResponse(200, restaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    'GET /api/v1/customer/notifications': jsonResponse(200, []),
    'GET /api/v1/customer/info': () => jsonResponse(200, buildCustomer()),
    [STREAM]: () => stream.answer(),
    [TSLOTS]: () => jsonResponse(200, slots(['6:00 PM', '6:15 PM'])),
    [QUOTE]: (sent: SentRequest) => jsonResponse(200, quoteOf(sent, restaurant().minimum_order)),
    ...routes,
  });
  return { log, stream };
}

function row(label: string) {
  return screen.getByRole('button', { name: new RegExp(`^${label}`, 'i') });
}

async function openCheckout() {
  const view = renderApp('/check-out');
  await screen.findByRole('heading', { level: 1, name: m.heading });
  return view;
}

beforeEach(() => {
  // The stores outlive a test in memory; each test starts from an empty basket and draft.
  useBasketStore.getState().clear();
  useCheckoutDraft.getState().clear();
  localStorage.clear();
});

describe('an open checkout, when the restaurant’s settings change', () => {
  it('reads them again at the server’s word and quotes again: a new minimum of €15 takes the €24.95 order', async () => {
    signInForTest();
    addThali();
    let settings = buildRestaurant({ minimum_order: '30.00' });
    const { log, stream } = checkoutApi(() => settings);
    await openCheckout();
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:00 PM'));
    await waitFor(() => expect(stream.connected()).toBe(true));
    await screen.findAllByText('€24.95', { selector: 'dd' });

    fireEvent.click(screen.getByRole('button', { name: m.placeOrder }));
    const minimum = await screen.findByRole('dialog', { name: m.minimumOrder.title });
    fireEvent.click(
      within(minimum).getAllByRole('button', { name: messages.common.close }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.minimumOrder.title })).toBeNull());

    // Staff lower the minimum; the server says so on the customer's stream.
    const restaurantCalls = callsTo(log, RESTAURANT).length;
    const quoteCalls = callsTo(log, QUOTE).length;
    const slotCalls = callsTo(log, TSLOTS).length;
    settings = buildRestaurant({ minimum_order: '15.00' });
    stream.settingsChanged();

    await waitFor(() => expect(callsTo(log, RESTAURANT).length).toBeGreaterThan(restaurantCalls));
    await waitFor(() => expect(callsTo(log, QUOTE).length).toBeGreaterThan(quoteCalls));
    await waitFor(() => expect(callsTo(log, TSLOTS).length).toBeGreaterThan(slotCalls));
    fireEvent.click(screen.getByRole('button', { name: m.placeOrder }));
    expect(await screen.findByRole('dialog', { name: m.confirm.title })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: m.minimumOrder.title })).toBeNull();
  });

  it('quotes again when the settings read any other way have changed (the page’s poll), not when they are the same', async () => {
    signInForTest();
    addThali();
    let settings = buildRestaurant({ minimum_order: '30.00' });
    const { log } = checkoutApi(() => settings);
    const { queryClient } = await openCheckout();
    await screen.findAllByText('€24.95', { selector: 'dd' });
    const readAgain = async () => {
      const before = callsTo(log, RESTAURANT).length;
      await act(() => queryClient.invalidateQueries({ queryKey: ['restaurant'] }));
      await waitFor(() => expect(callsTo(log, RESTAURANT).length).toBeGreaterThan(before));
    };

    const quotesBefore = callsTo(log, QUOTE).length;
    await readAgain();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(log, QUOTE)).toHaveLength(quotesBefore);

    settings = buildRestaurant({ minimum_order: '15.00' });
    await readAgain();
    await waitFor(() => expect(callsTo(log, QUOTE).length).toBeGreaterThan(quotesBefore));
  });
});

describe('the chosen time, when it is no longer offered', () => {
  it('is dropped when today becomes a closed day; the row and the time picker say the day is closed', async () => {
    signInForTest();
    addThali();
    let open = true;
    const { stream } = checkoutApi(() => buildRestaurant({ minimum_order: '15.00' }), {
      [TSLOTS]: () => jsonResponse(200, open ? slots(['6:00 PM', '6:15 PM']) : slots([], true)),
    });
    await openCheckout();
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:00 PM'));
    await waitFor(() => expect(stream.connected()).toBe(true));

    // Staff close today (a closed date is a change of the settings).
    open = false;
    stream.settingsChanged();

    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain(orderMessages.slots.closedDay));
    expect(row(m.dayAndTime).textContent).toContain(m.chooseTime);
    expect(useCheckoutDraft.getState().time).toBeNull();
    fireEvent.click(row(m.dayAndTime));
    const picker = within(await screen.findByRole('dialog', { name: m.timeDialog.collectionTitle }));
    expect(await picker.findByText(orderMessages.slots.closedDay)).toBeTruthy();
    expect(picker.queryByText(orderMessages.slots.none)).toBeNull();
  });

  it('is dropped when it is taken up, and no other is chosen in its place without the customer', async () => {
    signInForTest();
    addThali();
    const today = earliestOrderableDate(new Date());
    localStorage.setItem('checkout', JSON.stringify({ state: { date: today, time: '6:15 PM' }, version: 1 }));
    checkoutApi(() => buildRestaurant({ minimum_order: '15.00' }), {
      [TSLOTS]: () => jsonResponse(200, slots(['6:00 PM', '6:30 PM'])),
    });
    await openCheckout();

    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain(m.timeSlotUnavailable.message));
    expect(row(m.dayAndTime).textContent).not.toContain('6:00 PM');
    expect(useCheckoutDraft.getState()).toMatchObject({ date: today, time: null });

    // Chosen again in the picker, the warning goes.
    fireEvent.click(row(m.dayAndTime));
    const picker = within(await screen.findByRole('dialog', { name: m.timeDialog.collectionTitle }));
    fireEvent.click(await picker.findByRole('radio', { name: '6:30 PM' }));
    fireEvent.click(picker.getByRole('button', { name: messages.common.save }));
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:30 PM'));
    expect(row(m.dayAndTime).textContent).not.toContain(m.timeSlotUnavailable.message);
  });
});

describe('the kitchen’s pace at an open checkout (issue 47)', () => {
  it('busy mode moves the estimate, and a time it takes away is said to be gone because the kitchen is busy', async () => {
    const user = userEvent.setup();
    signInForTest();
    addThali();
    let settings = buildRestaurant({ minimum_order: '15.00' });
    const { stream } = checkoutApi(() => settings, {
      [TSLOTS]: () =>
        jsonResponse(200, slots(settings.busy_extra_minutes > 0 ? ['6:30 PM'] : ['6:00 PM', '6:30 PM'])),
    });
    await openCheckout();
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:00 PM'));
    expect(screen.getByText('Estimated collection time: 20-25 min')).toBeTruthy();
    await waitFor(() => expect(stream.connected()).toBe(true));

    settings = buildRestaurant({
      minimum_order: '15.00',
      busy_extra_minutes: 20,
      lead_minutes: { collection: 40, delivery: 60 },
    });
    stream.settingsChanged();
    expect(await screen.findByText('Estimated collection time: 40-45 min')).toBeTruthy();
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain(m.busyTimeGone('6:00 PM')));

    // Still offered, a time is kept as it was.
    await user.click(row(m.dayAndTime));
    const picker = within(await screen.findByRole('dialog', { name: m.timeDialog.collectionTitle }));
    await user.click(await picker.findByRole('radio', { name: '6:30 PM' }));
    await user.click(picker.getByRole('button', { name: messages.common.save }));
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:30 PM'));
  });

  it('paused, the checkout says so in its own words: the row, the picker and Place Order, never missing information', async () => {
    const user = userEvent.setup();
    signInForTest();
    addThali();
    const paused = 'Online ordering is paused — please call us on 062 61234';
    checkoutApi(() => buildRestaurant({ minimum_order: '15.00', ordering_paused: true }), {
      [TSLOTS]: () => jsonResponse(200, slots([])),
    });
    await openCheckout();
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain(paused));

    await user.click(screen.getByRole('button', { name: m.placeOrder }));
    const dialog = await screen.findByRole('dialog', { name: m.orderingPausedTitle });
    expect(within(dialog).getByText(paused)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: m.missingInformation.title })).toBeNull();
    await user.click(
      within(dialog).getAllByRole('button', { name: messages.common.close }).at(-1) as HTMLElement,
    );

    await user.click(row(m.dayAndTime));
    const picker = within(await screen.findByRole('dialog', { name: m.timeDialog.collectionTitle }));
    expect(await picker.findByText(paused)).toBeTruthy();
    expect(picker.queryByText(orderMessages.slots.none)).toBeNull();
  });
});
