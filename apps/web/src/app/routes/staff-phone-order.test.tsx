import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderBoardResponse } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import {
  buildBoardOrder,
  buildMenu,
  buildProduct,
  buildProductDetails,
  buildRestaurant,
  curries,
  roganJoshVariations,
} from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Issue 49: the staff's phone-order page — the customer, the time, the dishes with their options,
// the allergy question (required) and the payment, checked with core's schema, sent once; the
// server's reference and total, and a payment link shown big with its QR code.

const NOW = new Date();
const MENU_CALL = 'GET /api/custom/custom/products-with-categories';
const PLACE_CALL = 'POST /api/v1/staff/phone-orders';
const QUOTE_CALL = 'POST /api/v1/staff/phone-orders/quote';
const PLACES_CALL = 'GET /api/v1/staff/geo/search';

/** The server's quote of two bhajis: for collection, or delivered 3.2 km away for €3.90. */
const quoteOf = (delivery: boolean, problems: { code: string; message: string }[] = []) => ({
  lines: [
    {
      item_id: 1,
      name: 'Onion Bhaji',
      quantity: 2,
      unit_price: '6.50',
      line_total: '13.00',
      options: [],
      item_note: null,
      allergens: [],
    },
  ],
  subtotal: '13.00',
  distance_km: delivery ? 3.2 : null,
  delivery_fee: delivery ? '3.90' : '0.00',
  discount: '0.00',
  coupon_code: null,
  total: delivery ? '16.90' : '13.00',
  deposit: '0.00',
  vat_included: delivery ? '1.40' : '1.07',
  vat: [{ rate: 9, vat: delivery ? '1.40' : '1.07' }],
  minimum_order: '15.00',
  problems,
});
const roganJosh = buildProduct(curries, {
  id: 20,
  name: 'Lamb Rogan Josh',
  price: '16.95',
  has_variations: true,
});

const emptyBoard: OrderBoardResponse = {
  now: NOW.toISOString(),
  last_change_id: 0,
  accept_alert_minutes: 4,
  auto_reject_minutes: 10,
  pace: { busy: null, pause: null },
  orders: [],
};

function staffSite(routes: Parameters<typeof mockApi>[0]) {
  useStaffSession.getState().signIn({
    token: 'staff-token',
    member: {
      id: 1,
      name: 'Priya Nair',
      email: 'priya@tiffin.test',
      role: 'staff',
      disabled: false,
      sign_in_held: null,
      created_at: NOW.toISOString(),
    },
  });
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    'GET /api/v1/staff/printers': jsonResponse(200, { now: NOW.toISOString(), printers: [] }),
    [MENU_CALL]: jsonResponse(200, buildMenu()),
    [QUOTE_CALL]: jsonResponse(200, quoteOf(false)),
    'GET /api/v1/products/details/20': jsonResponse(
      200,
      buildProductDetails(roganJosh, roganJoshVariations()),
    ),
    ...routes,
  });
}

async function fillGuestOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Aoife Byrne');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0871234567');
  await user.type(screen.getByLabelText('Time'), '19:00');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Add a dish' }),
    'Lamb Rogan Josh · €16.95',
  );
  await user.click(await screen.findByRole('radio', { name: 'Lamb +€2.00' }));
  await user.click(screen.getByRole('radio', { name: 'Hot' }));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await user.type(screen.getByRole('textbox', { name: 'Note for the kitchen' }), 'No coriander');
  await user.click(screen.getByRole('button', { name: 'One more Lamb Rogan Josh' }));
}

describe('the phone-order page', () => {
  it('is opened from the board by "New phone order"; the board shows a phone order’s allergy', async () => {
    const user = userEvent.setup();
    const phoned = buildBoardOrder({
      id: 9,
      reference: 'P9NUTS',
      placed_at: NOW.toISOString(),
      source: 'phone',
      allergy: { answer: 'yes', details: 'Peanuts' },
    });
    staffSite({ 'GET /api/v1/staff/orders': jsonResponse(200, { ...emptyBoard, orders: [phoned] }) });
    renderApp('/staff');
    const card = within(await screen.findByRole('article', { name: '#P9NUTS' }));
    expect(card.getByText('ALLERGY: Peanuts').className).toContain('font-bold');
    await user.click(await screen.findByRole('link', { name: 'New phone order' }));
    expect(
      await screen.findByRole('group', { name: 'Does anyone eating have a food allergy?' }),
    ).toBeTruthy();
  });

  it('sends nothing until the allergy question and the payment are answered', async () => {
    const user = userEvent.setup();
    const log = staffSite({});
    renderApp('/staff/phone-order');
    await fillGuestOrder(user);
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    const alert = within(screen.getByRole('alert'));
    expect(
      alert.getByText('Ask: does anyone eating have a food allergy? Choose no, or yes with what'),
    ).toBeTruthy();
    expect(alert.getByText('Choose cash or a payment link')).toBeTruthy();
    expect(callsTo(log, PLACE_CALL)).toHaveLength(0);
  });

  it('sends a guest’s order with the allergy and a link, and shows the link big with its QR code', async () => {
    const user = userEvent.setup();
    const url = 'http://localhost:3000/api/v1/payment-links/abc123';
    const log = staffSite({
      [PLACE_CALL]: jsonResponse(200, {
        order_id: 41,
        order_reference: 'P4HN7Q',
        total_cents: 3790,
        vat_cents: 354,
        payment_url: url,
        time_not_offered: true,
      }),
    });
    renderApp('/staff/phone-order');
    await fillGuestOrder(user);
    await user.click(screen.getByRole('checkbox', { name: 'Take a time the website no longer offers' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: 'What is the allergy?' }), 'Peanuts');
    await user.click(screen.getByRole('radio', { name: 'Card: a payment link for the customer' }));
    await user.click(screen.getByRole('button', { name: 'Send the order' }));

    expect(await screen.findByRole('heading', { name: 'Order #P4HN7Q placed' })).toBeTruthy();
    expect(screen.getByText('Total €37.90, of which VAT €3.54')).toBeTruthy();
    expect(screen.getByRole('link', { name: url }).getAttribute('href')).toBe(url);
    expect(await screen.findByRole('img', { name: 'QR code of the payment link' })).toBeTruthy();
    expect(screen.getByText(/no longer offered online/)).toBeTruthy();
    // A guest has no address the link was e-mailed to.
    expect(screen.queryByText(/E-mailed to/)).toBeNull();

    const sent = callsTo(log, PLACE_CALL)[0]?.[1];
    expect(JSON.parse(sent?.body ?? '')).toMatchObject({
      customer_id: null,
      contact_person_name: 'Aoife Byrne',
      contact_person_number: '0871234567',
      order_type: 'take_away',
      schedule_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 19:00:00$/),
      any_time: true,
      cart: [
        {
          item_id: 20,
          quantity: 2,
          item_note: 'No coriander',
          variations: [
            { name: 'Protein', values: { label: ['Lamb'] } },
            { name: 'Spice level', values: { label: ['Hot'] } },
          ],
        },
      ],
      allergy: { answer: 'yes', details: 'Peanuts' },
      payment: 'link',
    });
  });

  it('finds an account by phone, pays cash, and shows the server’s refusal in its words', async () => {
    const user = userEvent.setup();
    const log = staffSite({
      'GET /api/v1/staff/customers': jsonResponse(200, {
        customers: [
          {
            id: 7,
            name: 'Mary Byrne',
            email: 'mary@example.ie',
            phone: '0861112222',
            created_at: NOW.toISOString(),
            orders_count: 3,
          },
        ],
      }),
      [PLACE_CALL]: errorResponse(422, 'Orders below €15.00 are not delivered', 'minimum_order'),
    });
    renderApp('/staff/phone-order');
    await user.type(await screen.findByRole('searchbox', { name: 'Find by phone or e-mail' }), '0861112222');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Mary Byrne' }));
    expect(screen.getByText('Ordering for Mary Byrne (mary@example.ie)')).toBeTruthy();
    await user.type(screen.getByLabelText('Time'), '19:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a dish' }), 'Onion Bhaji · €6.50');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Cash on collection or delivery' }));
    await user.click(screen.getByRole('button', { name: 'Send the order' }));

    expect(await screen.findByText('Orders below €15.00 are not delivered')).toBeTruthy();
    const sent = callsTo(log, PLACE_CALL)[0]?.[1];
    expect(JSON.parse(sent?.body ?? '')).toMatchObject({
      customer_id: 7,
      contact_person_name: 'Mary Byrne',
      contact_person_number: '0861112222',
      allergy: { answer: 'no' },
      payment: 'cash',
      cart: [{ item_id: 1, quantity: 1, variations: [] }],
    });
  });

  it('says when the menu could not be loaded, and asks again', async () => {
    const user = userEvent.setup();
    const log = staffSite({ [MENU_CALL]: errorResponse(500, 'down') });
    renderApp('/staff/phone-order');
    expect(await screen.findByText('The menu could not be loaded.')).toBeTruthy();
    const asked = callsTo(log, MENU_CALL).length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(log, MENU_CALL).length).toBeGreaterThan(asked));
  });

  it('says when nothing is on the menu', async () => {
    staffSite({ [MENU_CALL]: jsonResponse(200, { categories: [], products: [] }) });
    renderApp('/staff/phone-order');
    expect(await screen.findByText('Nothing is on the menu right now.')).toBeTruthy();
  });

  it('finds a delivery address by the server’s search, and reads back the server’s price before sending', async () => {
    const user = userEvent.setup();
    const place = {
      place_id: 'offline:eircode:E25X9T4',
      description: 'E25 X9T4 — Cashel, Co. Tipperary',
      latitude: 52.52,
      longitude: -7.88,
      house: null,
      road: null,
      eircode: 'E25 X9T4',
      distance_km: 3.2,
      in_delivery_area: true,
    };
    const log = staffSite({
      [PLACES_CALL]: jsonResponse(200, {
        predictions: [
          place,
          { ...place, place_id: 'far', description: 'Thurles', distance_km: 21, in_delivery_area: false },
        ],
      }),
      [QUOTE_CALL]: (init) => {
        const body = JSON.parse(String(init?.body));
        return jsonResponse(
          200,
          body.order_type === 'delivery'
            ? quoteOf(true)
            : quoteOf(false, [{ code: 'minimum_order', message: 'Orders below €15.00 are not delivered' }]),
        );
      },
    });
    renderApp('/staff/phone-order');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Aoife Byrne');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0871234567');
    await user.type(screen.getByLabelText('Time'), '19:00');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Add a dish' }),
      'Onion Bhaji · €6.50',
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'One more Onion Bhaji' }));
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(await summary.findByText('Orders below €15.00 are not delivered')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Cash on collection or delivery' }));
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    expect(
      within(screen.getByRole('alert')).getByText('Find the delivery address and choose it'),
    ).toBeTruthy();
    expect(callsTo(log, PLACE_CALL)).toHaveLength(0);

    await user.type(
      screen.getByRole('searchbox', { name: 'Find the address: Eircode, road or town' }),
      'E25X9T4',
    );
    const found = within(await screen.findByRole('list', { name: 'Places found' }));
    expect(found.getByText('21.00km away, outside the delivery area')).toBeTruthy();
    await user.click(found.getByRole('button', { name: /^E25 X9T4 — Cashel/ }));
    expect(screen.getByText('3.20km away, in the delivery area')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Eircode' }) as HTMLInputElement).value).toBe('E25 X9T4');
    expect(await summary.findByText('€16.90')).toBeTruthy();
    expect(summary.getByText('Delivery').nextSibling?.textContent).toBe('€3.90');
    expect(summary.queryByText('Orders below €15.00 are not delivered')).toBeNull();
    expect(callsTo(log, PLACES_CALL)[0]?.[1]?.headers.get('authorization')).toBe('Bearer staff-token');

    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    await waitFor(() => expect(callsTo(log, PLACE_CALL)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(log, PLACE_CALL)[0]?.[1]?.body))).toMatchObject({
      order_type: 'delivery',
      address: 'E25 X9T4 — Cashel, Co. Tipperary',
      latitude: 52.52,
      longitude: -7.88,
      eircode: 'E25 X9T4',
    });
  });
});
