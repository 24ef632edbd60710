import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Coupon,
  earliestOrderableDate,
  formMessages,
  messages,
  orderMessages,
  type QuoteResponse,
  type SlotsResponse,
} from '@tiffin/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_ADD, addressServer, buildAddress } from '@/features/addresses/testing/address-server';
import { buildPlace, geoRoutes, pickBySearch } from '@/features/addresses/testing/geo-server';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { useCheckoutDraft } from '@/features/checkout/stores/checkout-draft';
import { bodyOf, signInForTest } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, type SentRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
// The page is loaded on demand; importing it here transforms it before the first test's clock starts.
import './checkout';

const m = orderMessages.checkout;
const TSLOTS = 'POST /api/v1/tslots';
const DSLOTS = 'POST /api/v1/dslots';
const QUOTE = 'POST /api/v1/customer/order/quote';
const INFO = 'GET /api/v1/customer/info';

function slots(labels: string[]): SlotsResponse {
  return {
    slots: labels,
    current_time: '16:40',
    timezone: 'Europe/Dublin',
    is_today: true,
    next_slot_in_minutes: labels.length > 0 ? 20 : null,
    first_slot: labels[0] ?? null,
    closed: false,
  };
}

function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    code: 'WELCOME10',
    title: 'Welcome offer',
    discount: '10.00',
    discount_type: 'percent',
    start_date: '2020-01-01',
    expire_date: '2099-12-31',
    total_uses: 0,
    limit: 100,
    min_purchase: '20.00',
    status: 1,
    ...overrides,
  };
}

type Body = Record<string, unknown>;

/** The server's quote, worked from what was sent: €16.95 + €2.00 for the lamb, 10 % off with WELCOME10. */
function quoteOf(body: Body): QuoteResponse {
  const cart = (body.cart as { quantity: number }[]) ?? [];
  const quantity = cart[0]?.quantity ?? 1;
  const subtotal = 1895 * quantity;
  const delivery = body.order_type === 'delivery' && body.address_id !== undefined;
  const fee = delivery ? 300 : 0;
  const discount = body.coupon_code === 'WELCOME10' ? Math.round(subtotal / 10) : 0;
  const euro = (cents: number) => (cents / 100).toFixed(2);
  return {
    lines: [
      {
        item_id: 20,
        name: 'Lamb Rogan Josh',
        quantity,
        unit_price: '18.95',
        line_total: euro(subtotal),
        options: [{ variation: 'Protein', label: 'Lamb', price: '2.00' }],
        item_note: 'Extra spicy',
        allergens: ['Milk', 'Mustard'],
      },
    ],
    subtotal: euro(subtotal),
    distance_km: delivery ? 0.4 : null,
    delivery_fee: euro(fee),
    discount: euro(discount),
    coupon_code: discount > 0 ? 'WELCOME10' : null,
    total: euro(subtotal + fee - discount),
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
    basePriceCents: 1695,
    image: null,
    category: { id: 3, name: 'House Curries' },
    quantity,
    selectedVariations: {
      '13': { variationId: 13, variationName: 'Protein', optionId: 52, label: 'Lamb', priceCents: 200 },
    },
    additionalNote: 'Extra spicy',
    allergens: ['Milk', 'Mustard'],
  });
}

function checkoutApi(routes: Parameters<typeof mockApi>[0] = {}) {
  const book = addressServer([
    buildAddress({
      id: 3,
      address: '12 Main Street, Cashel',
      road: 'Main Street',
      distance_km: 0.4,
      in_delivery_area: true,
    }),
    // Saved by the checkout before the form asked for the parts: a point on the map alone.
    buildAddress({ id: 5, address: 'Near Cashel, Co. Tipperary', distance_km: 2.1, in_delivery_area: true }),
    buildAddress({ id: 4, address: 'Friar Street, Thurles', distance_km: 21.5, in_delivery_area: false }),
  ]);
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ delivery_radius_km: 10 })),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    [INFO]: () => jsonResponse(200, buildCustomer()),
    [TSLOTS]: () => jsonResponse(200, slots(['6:00 PM', '6:15 PM', '6:30 PM'])),
    [DSLOTS]: () => jsonResponse(200, slots(['6:45 PM', '7:00 PM'])),
    [QUOTE]: (init: SentRequest) => jsonResponse(200, quoteOf(JSON.parse(init.body ?? '{}') as Body)),
    'GET /api/v1/coupon/list': () =>
      jsonResponse(200, [
        coupon(),
        coupon({ id: 2, code: 'OLD5', title: 'Autumn deal', expire_date: '2020-10-31' }),
        coupon({ id: 3, code: 'FIRST', title: 'First order', total_uses: 50, limit: 50 }),
        coupon({ id: 4, code: 'PAUSED', title: 'Paused deal', status: 0 }),
      ]),
    'GET /api/v1/coupon/apply': (_init, url) =>
      url.searchParams.get('code')?.toUpperCase() === 'WELCOME10'
        ? jsonResponse(200, coupon())
        : jsonResponse(404, {
            message: 'This coupon code is not valid.',
            errors: [{ code: 'coupon_not_found', message: 'This coupon code is not valid.' }],
          }),
    ...book.routes,
    ...routes,
  });
}

function lastQuote(log: ReturnType<typeof mockApi>): Body {
  return bodyOf(callsTo(log, QUOTE).at(-1)?.[1]) as Body;
}

async function openCheckout() {
  const view = renderApp('/check-out');
  await screen.findByRole('heading', { level: 1, name: m.heading });
  return view;
}

function row(label: string) {
  return screen.getByRole('button', { name: new RegExp(`^${label}`, 'i') });
}

describe('the checkout page', () => {
  beforeEach(() => {
    // The stores outlive a test in memory; each test starts from an empty basket and draft.
    useBasketStore.getState().clear();
    useCheckoutDraft.getState().clear();
    localStorage.clear();
  });

  it('says it is loading while the customer’s details come, then shows the page', async () => {
    signInForTest();
    addLamb();
    let answer: ((response: Response) => void) | undefined;
    checkoutApi({ [INFO]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/check-out');

    expect(await screen.findByText(m.loading)).toBeTruthy();
    // The page's own code may still be loading (a fresh clone transforms it first): answer the
    // customer's details once they have been asked for, not before.
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.(jsonResponse(200, buildCustomer())));
    expect(await screen.findByRole('heading', { level: 1, name: m.heading })).toBeTruthy();
    expect(row(m.contactLabel).textContent).toContain('Aoife Byrne · 0871234567');
  });

  it('shows the deposit as its own line and the VAT the total contains by rate (issue 32)', async () => {
    signInForTest();
    addLamb();
    checkoutApi({
      [QUOTE]: (init: SentRequest) =>
        jsonResponse(200, {
          ...quoteOf(JSON.parse(init.body ?? '{}') as Body),
          deposit: '0.30',
          total: '19.25',
          vat_included: '2.05',
          vat: [
            { rate: 9, vat: '1.45' },
            { rate: 23, vat: '0.60' },
          ],
        }),
    });
    await openCheckout();
    const summary = within(screen.getByRole('region', { name: m.orderSummary }));
    expect(await summary.findByText('Deposit (Re-turn)')).toBeTruthy();
    expect(summary.getByText('€0.30')).toBeTruthy();
    expect(summary.getByText('€19.25')).toBeTruthy();
    expect(summary.getByText('VAT 9%: €1.45 · VAT 23%: €0.60')).toBeTruthy();
  });

  it('enters with today’s first collection slot and shows the server’s numbers with allergens', async () => {
    signInForTest();
    addLamb(2);
    const log = checkoutApi();
    await openCheckout();

    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:00 PM'));
    // The basket's dishes go with the date: the server counts its portions (issue 33).
    expect(bodyOf(callsTo(log, TSLOTS)[0]?.[1])).toEqual({
      date: earliestOrderableDate(new Date()),
      cart: [{ item_id: 20, quantity: 2 }],
    });
    const summary = within(screen.getByRole('region', { name: m.orderSummary }));
    // Products and Total: no fee for collection, no coupon.
    await waitFor(() => expect(summary.getAllByText('€37.90', { selector: 'dd' })).toHaveLength(2));
    expect(summary.getByText('Protein: Lamb (+€2.00)')).toBeTruthy();
    expect(summary.getByText(m.itemNote('Extra spicy'))).toBeTruthy();
    expect(summary.getByText(m.lineAllergens(['Milk', 'Mustard']))).toBeTruthy();
    expect(summary.queryByText(m.deliveryFee)).toBeNull();
    expect(screen.getByText(m.estimatedTime('collection', 20, 25))).toBeTruthy();
    await waitFor(() =>
      expect(lastQuote(log)).toMatchObject({
        order_type: 'take_away',
        restaurant_id: '2',
        schedule_at: `${earliestOrderableDate(new Date())} 18:00:00`,
        contact_person_name: 'Aoife Byrne',
        cart: [
          {
            item_id: 20,
            quantity: 2,
            variations: [{ name: 'Protein', values: { label: ['Lamb'] } }],
            item_note: 'Extra spicy',
          },
        ],
      }),
    );

    // The list folds away.
    fireEvent.click(summary.getByRole('button', { name: m.hideItems }));
    expect(summary.getByRole('button', { name: m.showItems(2) })).toBeTruthy();
  });

  it('says under the time why a large order’s first slot is later (issue 33)', async () => {
    signInForTest();
    addLamb(30);
    checkoutApi({
      [TSLOTS]: () => jsonResponse(200, { ...slots(['6:30 PM', '6:45 PM']), large_order_minutes: 30 }),
    });
    await openCheckout();
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:30 PM'));
    expect(row(m.dayAndTime).textContent).toContain(
      'Large orders need 30 more minutes in the kitchen, so the earliest times start later.',
    );
  });

  it('switching to delivery clears the time, loads the delivery slots and asks for an address', async () => {
    signInForTest();
    addLamb();
    const log = checkoutApi();
    await openCheckout();
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:00 PM'));

    fireEvent.click(screen.getByRole('radio', { name: messages.basket.delivery }));

    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:45 PM'));
    expect(callsTo(log, DSLOTS)).toHaveLength(1);
    expect(useBasketStore.getState().deliveryMode).toBe('delivery');
    expect(screen.getByText(m.estimatedTime('delivery', 40, 45))).toBeTruthy();
    expect(row(m.deliveryAddress).textContent).toContain(m.chooseAddress);

    // Only an address in the delivery area can be chosen; the fee then comes from the server.
    fireEvent.click(row(m.deliveryAddress));
    const dialog = within(await screen.findByRole('dialog', { name: m.addressChoice.title }));
    const outside = await dialog.findByRole('radio', { name: /Friar Street, Thurles/ });
    expect((outside as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: /12 Main Street, Cashel/ }));
    fireEvent.click(dialog.getByRole('button', { name: m.addressChoice.use }));

    await waitFor(() => expect(row(m.deliveryAddress).textContent).toContain('12 Main Street, Cashel'));
    await waitFor(() => expect(lastQuote(log)).toMatchObject({ order_type: 'delivery', address_id: 3 }));
    const summary = within(screen.getByRole('region', { name: m.orderSummary }));
    expect(await summary.findByText('€3.00')).toBeTruthy();
    expect(summary.getByText('€21.95')).toBeTruthy();
  });

  it('before an address is chosen for delivery, the fee is said to come with it, never €0.00 (issue 47)', async () => {
    const user = userEvent.setup();
    signInForTest();
    addLamb();
    checkoutApi();
    await openCheckout();
    await user.click(screen.getByRole('radio', { name: messages.basket.delivery }));
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:45 PM'));
    const summary = within(screen.getByRole('region', { name: m.orderSummary }));
    const fee = (await summary.findByText(m.deliveryFee)).parentElement;
    expect(fee?.textContent).toBe(`${m.deliveryFee}${m.deliveryFeeWithAddress}`);
  });

  it('a single saved address is chosen for delivery, read door and road first, as the chooser lists it (issue 47)', async () => {
    const user = userEvent.setup();
    signInForTest();
    addLamb();
    const home = buildAddress({
      id: 7,
      address: 'Cashel, Co. Tipperary',
      house: '12',
      road: 'Main Street',
      distance_km: 0.4,
      in_delivery_area: true,
    });
    checkoutApi(addressServer([home]).routes);
    await openCheckout();
    await user.click(screen.getByRole('radio', { name: messages.basket.delivery }));
    const line = '12, Main Street, Cashel, Co. Tipperary';
    await waitFor(() => expect(row(m.deliveryAddress).textContent).toContain(line));
    expect(useCheckoutDraft.getState().address?.id).toBe(7);
    await user.click(row(m.deliveryAddress));
    const dialog = within(await screen.findByRole('dialog', { name: m.addressChoice.title }));
    expect(await dialog.findByRole('radio', { name: new RegExp(`^${line}`) })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('a new address goes from the map to the address form, filled in, and is saved only from the form', async () => {
    signInForTest();
    addLamb();
    const rockLane = buildPlace({
      place_id: 'osm-rock',
      description: 'Rock Lane, Cashel, Co. Tipperary',
      house: null,
      road: 'Rock Lane',
      eircode: null,
    });
    const log = checkoutApi(geoRoutes([rockLane]));
    useBasketStore.getState().setDeliveryMode('delivery');
    await openCheckout();

    fireEvent.click(row(m.deliveryAddress));
    const dialog = within(await screen.findByRole('dialog', { name: m.addressChoice.title }));
    fireEvent.click(dialog.getByRole('button', { name: m.addressChoice.addNew }));
    await pickBySearch(
      await screen.findByRole('dialog', { name: orderMessages.location.selectTitle }),
      rockLane,
    );

    // Confirm Location saves nothing: the form opens with the place and what it says of its parts.
    const a = orderMessages.addresses;
    const form = within(await screen.findByRole('dialog', { name: a.addTitle }));
    expect(form.getByRole('button', { name: /Rock Lane, Cashel, Co. Tipperary/ })).toBeTruthy();
    expect(form.getByText(a.locationConfirmed)).toBeTruthy();
    expect((form.getByLabelText(a.road) as HTMLInputElement).value).toBe('Rock Lane');
    expect((form.getByLabelText(a.house) as HTMLInputElement).value).toBe('');
    expect(callsTo(log, ADDRESS_ADD)).toHaveLength(0);

    fireEvent.click(form.getByRole('radio', { name: a.typeLabels.work }));
    fireEvent.change(form.getByLabelText(a.house), { target: { value: '7' } });
    fireEvent.change(form.getByLabelText(a.floor), { target: { value: '1' } });
    fireEvent.change(form.getByLabelText(a.eircode), { target: { value: 'e25 x9t4' } });
    fireEvent.click(form.getByRole('button', { name: a.saveAddress }));

    await waitFor(() => expect(row(m.deliveryAddress).textContent).toContain('Rock Lane, Cashel'));
    expect(callsTo(log, ADDRESS_ADD)).toHaveLength(1);
    expect(bodyOf(callsTo(log, ADDRESS_ADD)[0]?.[1])).toMatchObject({
      address: 'Rock Lane, Cashel, Co. Tipperary',
      address_type: 'work',
      house: '7',
      floor: '1',
      road: 'Rock Lane',
      eircode: 'E25X9T4',
      contact_person_name: 'Aoife Byrne',
      zone_id: 4,
    });
    expect(screen.queryByRole('dialog', { name: a.addTitle })).toBeNull();
  });

  it('the form asks for a house, a road or an Eircode, and closing it saves nothing', async () => {
    signInForTest();
    addLamb();
    const field = buildPlace({
      place_id: 'osm-field',
      description: 'Near Cashel, Co. Tipperary',
      house: null,
      road: null,
      eircode: null,
    });
    const log = checkoutApi(geoRoutes([field]));
    useBasketStore.getState().setDeliveryMode('delivery');
    await openCheckout();

    fireEvent.click(row(m.deliveryAddress));
    const dialog = within(await screen.findByRole('dialog', { name: m.addressChoice.title }));
    fireEvent.click(dialog.getByRole('button', { name: m.addressChoice.addNew }));
    await pickBySearch(
      await screen.findByRole('dialog', { name: orderMessages.location.selectTitle }),
      field,
    );
    const a = orderMessages.addresses;
    const form = within(await screen.findByRole('dialog', { name: a.addTitle }));
    fireEvent.click(form.getByRole('button', { name: a.saveAddress }));
    expect(await form.findByText(formMessages.validation.addressDirectionsRequired)).toBeTruthy();
    expect(callsTo(log, ADDRESS_ADD)).toHaveLength(0);

    fireEvent.click(form.getByRole('button', { name: messages.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: a.addTitle })).toBeNull());
    expect(callsTo(log, ADDRESS_ADD)).toHaveLength(0);
    expect(row(m.deliveryAddress).textContent).toContain(m.chooseAddress);
  });

  it('an address saved without a house, road or Eircode cannot be chosen, and says why', async () => {
    signInForTest();
    addLamb();
    checkoutApi();
    useBasketStore.getState().setDeliveryMode('delivery');
    await openCheckout();
    fireEvent.click(row(m.deliveryAddress));
    const dialog = within(await screen.findByRole('dialog', { name: m.addressChoice.title }));
    const pointOnly = await dialog.findByRole('radio', { name: /Near Cashel, Co. Tipperary/ });
    expect((pointOnly as HTMLInputElement).disabled).toBe(true);
    expect(dialog.getByText(m.addressChoice.needsDirections)).toBeTruthy();
  });

  it('without a phone the row says so, and Your details opens in edit mode; saving sets the order’s contact', async () => {
    signInForTest();
    addLamb();
    const log = checkoutApi({ [INFO]: () => jsonResponse(200, buildCustomer({ phone: '' })) });
    await openCheckout();

    expect(row(m.contactLabel).textContent).toContain(m.phoneNumberRequired);
    fireEvent.click(row(m.contactLabel));
    const dialog = within(await screen.findByRole('dialog', { name: m.details.title }));
    expect((dialog.getByLabelText(m.details.email) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    expect(await dialog.findByText('Phone number is required')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText(m.details.phone), { target: { value: '0851112222' } });
    fireEvent.click(dialog.getByRole('button', { name: messages.common.save }));

    await waitFor(() => expect(row(m.contactLabel).textContent).toContain('Aoife Byrne · 0851112222'));
    await waitFor(() => expect(lastQuote(log)).toMatchObject({ contact_person_number: '0851112222' }));
    expect(callsTo(log, 'POST /api/v1/customer/update-profile')).toHaveLength(0);
  });

  it('order notes warn against allergy details and are kept', async () => {
    signInForTest();
    addLamb();
    const log = checkoutApi();
    await openCheckout();

    expect(row(m.notesLabel).textContent).toContain(m.addOrderNotes);
    fireEvent.click(row(m.notesLabel));
    const dialog = within(await screen.findByRole('dialog', { name: m.notesDialog.title }));
    expect(dialog.getByText(m.orderNotesHint)).toBeTruthy();
    const note = dialog.getByLabelText(m.notesDialog.label) as HTMLTextAreaElement;
    expect(note.maxLength).toBe(500);
    fireEvent.change(note, { target: { value: 'Please ring the bell' } });
    fireEvent.click(dialog.getByRole('button', { name: messages.common.save }));

    await waitFor(() => expect(row(m.notesLabel).textContent).toContain(m.orderNotesAdded));
    await waitFor(() => expect(lastQuote(log)).toMatchObject({ order_note: 'Please ring the bell' }));
    expect(JSON.parse(localStorage.getItem('checkout') ?? '{}').state.orderNote).toBe('Please ring the bell');
  });

  it('the time modal: the slots as choices, Cancel keeps the time, Save takes the new one', async () => {
    signInForTest();
    addLamb();
    checkoutApi();
    await openCheckout();
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:00 PM'));

    fireEvent.click(row(m.dayAndTime));
    let dialog = within(await screen.findByRole('dialog', { name: m.timeDialog.collectionTitle }));
    expect((dialog.getByLabelText(m.timeDialog.date) as HTMLInputElement).min).toBe(
      earliestOrderableDate(new Date()),
    );
    fireEvent.click(await dialog.findByRole('radio', { name: '6:30 PM' }));
    fireEvent.click(dialog.getByRole('button', { name: messages.common.cancel }));
    expect(row(m.dayAndTime).textContent).toContain('6:00 PM');

    fireEvent.click(row(m.dayAndTime));
    dialog = within(await screen.findByRole('dialog', { name: m.timeDialog.collectionTitle }));
    expect(((await dialog.findByRole('radio', { name: '6:00 PM' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: '6:30 PM' }));
    fireEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:30 PM'));
  });

  it('the time modal says when there are no slots, and Save waits for a time', async () => {
    signInForTest();
    addLamb();
    checkoutApi({ [TSLOTS]: () => jsonResponse(200, slots([])) });
    await openCheckout();

    expect(row(m.dayAndTime).textContent).toContain(m.chooseTime);
    fireEvent.click(row(m.dayAndTime));
    const dialog = within(await screen.findByRole('dialog', { name: m.timeDialog.collectionTitle }));
    expect(await dialog.findByText(orderMessages.slots.none)).toBeTruthy();
    expect((dialog.getByRole('button', { name: messages.common.save }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('the coupons modal: labels, the overlay, copy, the entry and a coupon applied to the quote', async () => {
    signInForTest();
    addLamb(2);
    const log = checkoutApi();
    await openCheckout();

    fireEvent.click(screen.getByRole('button', { name: m.addCoupon }));
    const dialog = within(await screen.findByRole('dialog', { name: m.couponsAndOffers }));
    const expired = within(await dialog.findByRole('listitem', { name: 'Autumn deal' }));
    expect(expired.getByText(orderMessages.coupons.expired)).toBeTruthy();
    const used = within(dialog.getByRole('listitem', { name: 'First order' }));
    expect(used.getByText(orderMessages.coupons.limitReached)).toBeTruthy();
    expect(used.getByText(orderMessages.coupons.limitReachedOverlay)).toBeTruthy();
    expect(
      within(dialog.getByRole('listitem', { name: 'Paused deal' })).getByText(orderMessages.coupons.inactive),
    ).toBeTruthy();
    const welcome = within(dialog.getByRole('listitem', { name: 'Welcome offer' }));
    expect(welcome.getByText('*Min Purchase €20.00')).toBeTruthy();

    const apply = dialog.getByRole('button', { name: m.couponDialog.apply }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText(m.couponDialog.code), { target: { value: 'NOPE' } });
    fireEvent.click(apply);
    expect(await dialog.findByText('This coupon code is not valid.')).toBeTruthy();

    fireEvent.click(welcome.getByRole('button', { name: m.couponDialog.copy }));
    expect(welcome.getByRole('button', { name: orderMessages.coupons.copied })).toBeTruthy();
    expect((dialog.getByLabelText(m.couponDialog.code) as HTMLInputElement).value).toBe('WELCOME10');
    await waitFor(() => expect(welcome.getByRole('button', { name: m.couponDialog.copy })).toBeTruthy(), {
      timeout: 3000,
    });
    fireEvent.click(dialog.getByRole('button', { name: m.couponDialog.apply }));

    expect(await screen.findByText(m.couponApplied('WELCOME10'))).toBeTruthy();
    await waitFor(() => expect(lastQuote(log)).toMatchObject({ coupon_code: 'WELCOME10' }));
    const summary = within(screen.getByRole('region', { name: m.orderSummary }));
    expect(await summary.findByText(m.youSaved)).toBeTruthy();
    expect(summary.getByText('€3.79')).toBeTruthy();
    expect(summary.getByText('€34.11')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: orderMessages.coupons.removeCoupon }));
    expect(screen.getByRole('button', { name: m.addCoupon })).toBeTruthy();
  });

  it('a problem of the quote shows in the red box, which can be dismissed', async () => {
    signInForTest();
    addLamb();
    checkoutApi({
      [QUOTE]: (init: SentRequest) =>
        jsonResponse(200, {
          ...quoteOf(JSON.parse(init.body ?? '{}') as Body),
          problems: [{ code: 'insufficient_stock', message: 'Only 1 Lamb Rogan Josh left.' }],
        }),
    });
    await openCheckout();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only 1 Lamb Rogan Josh left.');
    fireEvent.click(within(alert).getByRole('button', { name: m.dismissError }));
    expect(screen.queryByText('Only 1 Lamb Rogan Josh left.')).toBeNull();
  });

  it('an order too large for the restaurant (issue 30) shows in the red box, and its refusal says whom to call', async () => {
    signInForTest();
    addLamb();
    const tooLarge =
      'We take at most 200 portions in one online order. For a larger order, please call us on 062 61234.';
    checkoutApi({
      [QUOTE]: (init: SentRequest) =>
        jsonResponse(200, {
          ...quoteOf(JSON.parse(init.body ?? '{}') as Body),
          problems: [{ code: 'order_too_large', message: tooLarge }],
        }),
      'POST /api/v1/customer/order/place1': () => errorResponse(422, tooLarge, 'order_too_large'),
    });
    await openCheckout();
    expect((await screen.findByRole('alert')).textContent).toContain(tooLarge);

    fireEvent.click(await screen.findByRole('button', { name: m.placeOrder }));
    const confirm = await screen.findByRole('dialog', { name: m.confirm.title });
    fireEvent.click(within(confirm).getByRole('button', { name: m.confirm.placeOrder }));
    const failed = await screen.findByRole('dialog', { name: m.orderFailed.title });
    expect(within(failed).getByText(tooLarge)).toBeTruthy();
  });

  it('a time too early for a large order (issue 33) shows in the red box and in its refusal', async () => {
    signInForTest();
    addLamb(30);
    const tooEarly = 'Large orders need at least 30 minutes more: choose a later time.';
    checkoutApi({
      [QUOTE]: (init: SentRequest) =>
        jsonResponse(200, {
          ...quoteOf(JSON.parse(init.body ?? '{}') as Body),
          problems: [{ code: 'large_order_time', message: tooEarly }],
        }),
      'POST /api/v1/customer/order/place1': () => errorResponse(422, tooEarly, 'large_order_time'),
    });
    await openCheckout();
    expect((await screen.findByRole('alert')).textContent).toContain(tooEarly);

    fireEvent.click(await screen.findByRole('button', { name: m.placeOrder }));
    const confirm = await screen.findByRole('dialog', { name: m.confirm.title });
    fireEvent.click(within(confirm).getByRole('button', { name: m.confirm.placeOrder }));
    const failed = await screen.findByRole('dialog', { name: m.orderFailed.title });
    expect(within(failed).getByText(tooEarly)).toBeTruthy();
  });

  it('an order refused for its stock asks for the quote again: the red box then says what is wrong now', async () => {
    signInForTest();
    addLamb();
    let soldOut = false;
    const log = checkoutApi({
      [QUOTE]: (init: SentRequest) =>
        jsonResponse(200, {
          ...quoteOf(JSON.parse(init.body ?? '{}') as Body),
          problems: soldOut ? [{ code: 'insufficient_stock', message: 'Only 0 Lamb left.' }] : [],
        }),
      'POST /api/v1/customer/order/place1': () => {
        soldOut = true;
        return errorResponse(422, 'Some items have insufficient stock.', 'insufficient_stock');
      },
    });
    await openCheckout();
    await screen.findByText('Lamb Rogan Josh');
    const quotesBefore = callsTo(log, QUOTE).length;

    fireEvent.click(await screen.findByRole('button', { name: m.placeOrder }));
    const confirm = await screen.findByRole('dialog', { name: m.confirm.title });
    fireEvent.click(within(confirm).getByRole('button', { name: m.confirm.placeOrder }));
    const failed = await screen.findByRole('dialog', { name: m.orderFailed.title });
    expect(within(failed).getByText('Some items have insufficient stock.')).toBeTruthy();
    await waitFor(() => expect(callsTo(log, QUOTE).length).toBeGreaterThan(quotesBefore));

    // The placement's own error first; dismissed, the box shows the fresh quote's problem.
    fireEvent.click(within(failed).getAllByRole('button', { name: messages.common.close })[0] as HTMLElement);
    const box = await screen.findByRole('alert');
    fireEvent.click(within(box).getByRole('button', { name: m.dismissError }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Only 0 Lamb left.'));
  });

  it('the sequence’s dialogs open the page’s modals: Complete Now opens Your Details', async () => {
    signInForTest();
    addLamb();
    checkoutApi({ [INFO]: () => jsonResponse(200, buildCustomer({ phone: '' })) });
    await openCheckout();
    await waitFor(() => expect(row(m.dayAndTime).textContent).toContain('6:00 PM'));

    fireEvent.click(await screen.findByRole('button', { name: m.placeOrder }));
    const missing = await screen.findByRole('dialog', { name: m.missingInformation.title });
    fireEvent.click(within(missing).getByRole('button', { name: m.missingInformation.completeNow }));

    const details = await screen.findByRole('dialog', { name: m.details.title });
    expect(within(details).getByLabelText(m.details.phone)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: m.missingInformation.title })).toBeNull();
  });

  it('under the minimum, the dialog’s Add More Items goes to the menu on the home page', async () => {
    signInForTest();
    addLamb();
    checkoutApi({
      'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ minimum_order: '25.00' })),
    });
    const { router } = await openCheckout();
    await screen.findByText('Lamb Rogan Josh');

    fireEvent.click(await screen.findByRole('button', { name: m.placeOrder }));
    const minimum = await screen.findByRole('dialog', { name: m.minimumOrder.title });
    fireEvent.click(within(minimum).getByRole('button', { name: m.minimumOrder.addMoreItems }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('restores the stored draft, and clears it when the basket empties', async () => {
    signInForTest();
    addLamb();
    localStorage.setItem(
      'checkout',
      JSON.stringify({
        state: {
          orderNote: 'No onions',
          couponCode: 'WELCOME10',
          contactName: 'Seán',
          contactPhone: '0861234567',
          contactEdited: true,
        },
        version: 1,
      }),
    );
    checkoutApi();
    await openCheckout();

    expect(row(m.contactLabel).textContent).toContain('Seán · 0861234567');
    expect(row(m.notesLabel).textContent).toContain(m.orderNotesAdded);
    expect(screen.getByText(m.couponApplied('WELCOME10'))).toBeTruthy();

    act(() => useBasketStore.getState().clear());
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('checkout') ?? 'null')?.state ?? {}).toMatchObject({
        orderNote: '',
        couponCode: null,
      }),
    );
  });

  it('with an empty basket the Order Summary says so and the main button says Cart is Empty', async () => {
    signInForTest();
    const log = checkoutApi();
    await openCheckout();
    const summary = screen.getByRole('region', { name: m.orderSummary });
    expect(within(summary).getByText(messages.basket.emptyText)).toBeTruthy();
    const button = screen.getByRole('button', { name: m.cartIsEmpty });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(log, QUOTE)).toHaveLength(0);
  });

  it('names the page and describes it for search results', async () => {
    signInForTest();
    checkoutApi();
    await openCheckout();
    const restaurant = buildRestaurant();
    await waitFor(() => expect(document.title).toBe(`${m.heading} · ${restaurant.name}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      m.metaDescription(restaurant.name),
    );
  });

  it('the Terms & Conditions note links to the terms', async () => {
    signInForTest();
    addLamb();
    checkoutApi();
    await openCheckout();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: m.termsLink }).getAttribute('href'),
    ).toBe('/terms-conditions');
    expect(screen.getByRole('radio', { name: m.cardPayment })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: m.cashPayment })).toHaveProperty('checked', true);
  });

  it('a visitor is asked to sign in', async () => {
    addLamb();
    checkoutApi();
    renderApp('/check-out');
    expect(
      await screen.findByRole('heading', { name: messages.navigation.loginRequired.title }),
    ).toBeTruthy();
  });

  it('home, reached with the order’s success state, says the order was placed', async () => {
    signInForTest();
    checkoutApi();
    const { router } = renderApp({
      pathname: '/',
      state: { orderSuccess: true, orderReference: 'K7M2QX', message: m.orderPlaced('K7M2QX') },
    });
    expect(await screen.findByText('Order #K7M2QX placed successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });
});
