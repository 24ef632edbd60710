import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CustomerOrder, type OrderRating, ratingMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { signInForTest } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const text = ratingMessages.ask;
const ORDER = 'GET /api/v1/customer/order/:orderId';
const RATING = 'GET /api/v1/customer/order/:orderId/rating';
const RATE = 'POST /api/v1/customer/order/:orderId/rating';
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * 60_000).toISOString();

const completedOrder = (overrides: Partial<CustomerOrder> = {}): CustomerOrder => ({
  id: 7,
  reference: 'K7Q2MX',
  status: 'delivered',
  fulfilment: 'delivery',
  payment_method: 'digital_payment',
  paid: true,
  payment_state: 'card_paid',
  refunded_cents: null,
  tip_cents: 0,
  placed_at: at(-120),
  scheduled_at: at(-90),
  ready_at: at(-95),
  contact_name: 'Aoife Ryan',
  contact_phone: '0871234567',
  address: '12 Main Street, Cashel',
  delivery_address: null,
  order_note: null,
  cancel_reason: null,
  lines: [
    { quantity: 2, name: 'Lamb Rogan Josh', options: [], note: null, allergens: [], line_total_cents: 3390 },
  ],
  subtotal_cents: 3390,
  delivery_fee_cents: 350,
  discount_cents: 0,
  deposit_cents: 0,
  total_cents: 3740,
  vat: [{ rate_basis_points: 900, vat_cents: 445 }],
  change_id: 3,
  version: 0,
  to_pay_cents: 0,
  source: 'online',
  allergy: null,
  changes: [],
  vat_cents: 445,
  timeline: [
    { status: 'pending', at: at(-120) },
    { status: 'delivered', at: at(-90) },
  ],
  cancelable_until: null,
  money: { paid_cents: 3740, refunded_cents: 0, due_cents: 0, refunds: [] },
  driver: null,
  payment_link: null,
  paid_by_link_cents: 0,
  ...overrides,
});

const asked = (delivery = true): OrderRating => ({ state: 'asked', delivery, rating: null });

function siteApi(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    'GET /api/v1/customer/info': jsonResponse(200, buildCustomer()),
    'GET /api/v1/customer/notifications': jsonResponse(200, []),
    'GET /api/v1/customer/orders/stream': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    [ORDER]: jsonResponse(200, completedOrder()),
    ...routes,
  });
}

describe('the rating on a completed order’s page', () => {
  it('asks for the food’s and the delivery’s stars, refuses none chosen, and sends them with the comment', async () => {
    signInForTest();
    const user = userEvent.setup();
    const log = siteApi({
      [RATING]: jsonResponse(200, asked()),
      [RATE]: jsonResponse(201, {
        state: 'rated',
        delivery: true,
        rating: { food: 4, delivery: 5, comment: 'Hot and on time', created_at: at(0) },
      }),
    });
    renderApp('/profile/orders/7');
    const ask = await screen.findByRole('region', { name: text.heading });
    await user.click(within(ask).getByRole('button', { name: text.send }));
    expect(await within(ask).findAllByText(ratingMessages.validation.stars)).toHaveLength(2);
    expect(callsTo(log, 'POST /api/v1/customer/order/7/rating')).toHaveLength(0);

    const food = within(ask).getByRole('group', { name: text.food });
    const delivery = within(ask).getByRole('group', { name: text.delivery });
    await user.click(within(food).getByRole('radio', { name: text.stars(4) }));
    await user.click(within(delivery).getByRole('radio', { name: text.stars(5) }));
    await user.type(within(ask).getByLabelText(text.comment), 'Hot and on time');
    await user.click(within(ask).getByRole('button', { name: text.send }));

    expect(await within(ask).findByText(text.thanks)).toBeTruthy();
    expect(within(ask).getByText(text.yours(4, 5))).toBeTruthy();
    const sent = callsTo(log, 'POST /api/v1/customer/order/7/rating');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.[1].body))).toEqual({
      food: 4,
      delivery: 5,
      comment: 'Hot and on time',
    });
  });

  it('asks only for the food of a collected order, and says why a rating is refused', async () => {
    signInForTest();
    const user = userEvent.setup();
    const log = siteApi({
      [ORDER]: jsonResponse(200, completedOrder({ fulfilment: 'collection', address: null })),
      [RATING]: jsonResponse(200, asked(false)),
      [RATE]: errorResponse(409, ratingMessages.refusals.rated, 'rated'),
    });
    renderApp('/profile/orders/7');
    const ask = await screen.findByRole('region', { name: text.heading });
    expect(within(ask).queryByRole('group', { name: text.delivery })).toBeNull();
    await user.click(within(ask).getByRole('radio', { name: text.stars(2) }));
    await user.click(within(ask).getByRole('button', { name: text.send }));
    expect((await within(ask).findByRole('alert')).textContent).toBe(ratingMessages.refusals.rated);
    const sent = callsTo(log, 'POST /api/v1/customer/order/7/rating');
    expect(JSON.parse(String(sent[0]?.[1].body))).toEqual({ food: 2, delivery: null, comment: '' });
  });

  it('shows the rating once given, nothing before the ask, and asks nothing of an order not completed', async () => {
    signInForTest();
    siteApi({
      [RATING]: jsonResponse(200, {
        state: 'rated',
        delivery: true,
        rating: { food: 3, delivery: 4, comment: 'A little late', created_at: at(-10) },
      }),
    });
    const first = renderApp('/profile/orders/7');
    expect(await screen.findByText(text.yours(3, 4))).toBeTruthy();
    expect(screen.getByText('A little late')).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.send })).toBeNull();
    first.unmount();

    siteApi({ [RATING]: jsonResponse(200, { state: 'not_asked', delivery: true, rating: null }) });
    const second = renderApp('/profile/orders/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #K7Q2MX' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(text.loading)).toBeNull());
    expect(screen.queryByRole('region', { name: text.heading })).toBeNull();
    second.unmount();

    const log = siteApi({ [ORDER]: jsonResponse(200, completedOrder({ status: 'handover' })) });
    renderApp('/profile/orders/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #K7Q2MX' })).toBeTruthy();
    expect(callsTo(log, 'GET /api/v1/customer/order/7/rating')).toHaveLength(0);
  });

  it('says when the rating cannot be loaded, and tries again', async () => {
    signInForTest();
    const user = userEvent.setup();
    let calls = 0;
    siteApi({
      [RATING]: () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, 'Server error') : jsonResponse(200, asked());
      },
    });
    renderApp('/profile/orders/7');
    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.tryAgain }));
    expect(await screen.findByRole('region', { name: text.heading })).toBeTruthy();
  });
});
