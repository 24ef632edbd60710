import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CustomerOrder, formatEuro, messages, type OrderListItem, type Reorder } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { bearerOf, signInForTest, TEST_TOKEN } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const LIST = 'GET /api/v1/customer/order/list';
const RUNNING = 'GET /api/v1/customer/order/running-orders';
const ORDER = 'GET /api/v1/customer/order/:orderId';
const STREAM = 'GET /api/v1/customer/orders/stream';
const NOW = Date.now();
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();

const listItem = (id: number, overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  id,
  order_reference: `REF${id}`,
  order_status: 'delivered',
  order_type: 'take_away',
  payment_method: 'cash_on_delivery',
  payment_state: 'cash_paid',
  refunded_cents: null,
  order_amount: '21.50',
  subtotal: '21.50',
  delivery_charge: '0.00',
  coupon_discount_amount: '0.00',
  deposit: '0.00',
  coupon_code: null,
  schedule_at: at(-60 * 24 * id),
  created_at: at(-60 * 24 * id - 30),
  details_count: 3,
  lines: [{ name: 'Onion Bhaji', quantity: 3, options: [], line_total: '21.50', allergens: [] }],
  ...overrides,
});

const page = (orders: OrderListItem[], offset: number, total: number) =>
  jsonResponse(200, { total_size: total, limit: 10, offset, orders });

const customerOrder = (overrides: Partial<CustomerOrder> = {}): CustomerOrder => ({
  id: 7,
  reference: 'K7Q2MX',
  status: 'pending',
  fulfilment: 'delivery',
  payment_method: 'digital_payment',
  paid: true,
  payment_state: 'card_paid',
  refunded_cents: null,
  placed_at: at(-1),
  scheduled_at: at(45),
  ready_at: null,
  contact_name: 'Aoife Ryan',
  contact_phone: '0871234567',
  address: '12 Main Street, Cashel',
  delivery_address: null,
  order_note: null,
  cancel_reason: null,
  lines: [
    {
      quantity: 2,
      name: 'Lamb Rogan Josh',
      options: [{ variation: 'Spice', label: 'Hot' }],
      note: 'No coriander',
      allergens: ['milk'],
      line_total_cents: 3390,
    },
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
  tip_cents: 0,
  source: 'online',
  allergy: null,
  changes: [],
  vat_cents: 445,
  timeline: [{ status: 'pending', at: at(-1) }],
  cancelable_until: at(1),
  money: { paid_cents: 2150, refunded_cents: 0, due_cents: 0, refunds: [] },
  driver: null,
  payment_link: null,
  paid_by_link_cents: 0,
  ...overrides,
});

/** A live stream the test writes to: each order it sends is one `order` event. */
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
    send: (order: CustomerOrder) =>
      controller?.enqueue(
        encoder.encode(`id: ${order.change_id}\nevent: order\ndata: ${JSON.stringify(order)}\n\n`),
      ),
    /** The server's "ask again for everything": no id, data {}. */
    resync: () => controller?.enqueue(encoder.encode('event: resync\ndata: {}\n\n')),
  };
}

function siteApi(routes: Parameters<typeof mockApi>[0] = {}) {
  const quiet = liveStream();
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    'GET /api/v1/customer/info': jsonResponse(200, buildCustomer()),
    'GET /api/v1/customer/notifications': jsonResponse(200, []),
    [STREAM]: () => quiet.answer(),
    ...routes,
  });
}

describe('/profile/orders', () => {
  it('shows the running orders first, then the past ones, ten at a time with more on demand', async () => {
    signInForTest();
    const history = Array.from({ length: 10 }, (_, index) => listItem(index + 1));
    const log = siteApi({
      [RUNNING]: page(
        [
          listItem(30, {
            order_status: 'processing',
            order_type: 'delivery',
            lines: [
              {
                name: 'Chicken Korma',
                quantity: 1,
                options: ['King prawn'],
                line_total: '17.45',
                allergens: ['Crustaceans', 'Milk'],
              },
            ],
          }),
        ],
        1,
        1,
      ),
      [LIST]: (_sent, url) =>
        url.searchParams.get('offset') === '2'
          ? page([listItem(11)], 2, 11)
          : // The history call lists every order: the running one is left out of Past orders.
            page([listItem(30, { order_status: 'processing' }), ...history.slice(0, 9)], 1, 11),
    });
    renderApp('/profile/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    const running = await screen.findByRole('region', { name: 'In progress' });
    expect(within(running).getByRole('link', { name: /Order #REF30/ }).textContent).toContain('Preparing');
    const past = screen.getByRole('region', { name: 'Past orders' });
    expect(within(past).getAllByRole('link')).toHaveLength(9);
    expect(within(past).queryByText('Order #REF30')).toBeNull();
    const first = within(past).getByRole('link', { name: /Order #REF1(?!\d)/ });
    expect(first.getAttribute('href')).toBe('/profile/orders/1');
    expect(first.textContent).toContain('3 items');
    expect(first.textContent).toContain('€21.50');
    expect(first.textContent).toContain('Collected');
    expect(first.textContent).toContain('3 × Onion Bhaji');
    // Each line with its allergens as sold (issue 31).
    const prawn = within(running).getByRole('link', { name: /Order #REF30/ });
    expect(within(prawn).getByText('Contains: Crustaceans, Milk')).toBeTruthy();
    expect(within(prawn).getByText('(King prawn)')).toBeTruthy();

    fireEvent.click(within(past).getByRole('button', { name: 'Show more orders' }));
    expect(await within(past).findByRole('link', { name: /Order #REF11/ })).toBeTruthy();
    expect(within(past).queryByRole('button', { name: 'Show more orders' })).toBeNull();
    expect(callsTo(log, LIST).map(([url]) => new URL(url).search)).toEqual([
      '?limit=10&offset=1',
      '?limit=10&offset=2',
    ]);
  });

  it('says so when there are none, and shows each list’s failure in the spec’s words', async () => {
    signInForTest();
    siteApi({ [RUNNING]: page([], 1, 0), [LIST]: page([], 1, 0) });
    const view = renderApp('/profile/orders');
    expect(await screen.findByText(/No orders yet/)).toBeTruthy();
    view.unmount();

    siteApi({
      [RUNNING]: errorResponse(500, 'Internal Server Error'),
      [LIST]: errorResponse(503, 'Service Unavailable'),
    });
    renderApp('/profile/orders');
    expect(await screen.findByText('Failed to fetch running orders')).toBeTruthy();
    expect(screen.getByText('Failed to fetch orders')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });
});

describe('/profile/orders/:orderId, VAT by rate and the deposit (issue 32)', () => {
  it('shows the deposit as its own line and "VAT 9%: … · VAT 23%: …", 13.5% as such', async () => {
    signInForTest();
    const stream = liveStream();
    const withCans = customerOrder({
      deposit_cents: 30,
      total_cents: 3770,
      vat_cents: 500,
      vat: [
        { rate_basis_points: 1350, vat_cents: 407 },
        { rate_basis_points: 2300, vat_cents: 93 },
      ],
    });
    siteApi({ [ORDER]: jsonResponse(200, withCans), [STREAM]: () => stream.answer() });
    renderApp('/profile/orders/7');
    expect(await screen.findByText('Deposit (Re-turn)')).toBeTruthy();
    expect(screen.getByText('€0.30')).toBeTruthy();
    expect(screen.getByText('VAT 13.5%: €4.07 · VAT 23%: €0.93')).toBeTruthy();
  });
});

describe('/profile/orders/:orderId, a tip (issue 51)', () => {
  it('shows the tip as its own line after the total and its VAT, and what the card paid', async () => {
    signInForTest();
    const stream = liveStream();
    const tipped = customerOrder({ payment_method: 'digital_payment', tip_cents: 250 });
    siteApi({ [ORDER]: jsonResponse(200, tipped), [STREAM]: () => stream.answer() });
    renderApp('/profile/orders/7');
    const tip = await screen.findByText('Tip');
    expect(tip.nextSibling?.textContent).toBe('€2.50');
    expect(screen.getByText('Total with tip').nextSibling?.textContent).toBe(
      formatEuro(tipped.total_cents + 250),
    );
  });
});

describe('/profile/orders/:orderId', () => {
  it('shows the lines, the totals with the VAT, payment and fulfilment, and follows the live status', async () => {
    signInForTest();
    const stream = liveStream();
    siteApi({ [ORDER]: jsonResponse(200, customerOrder()), [STREAM]: () => stream.answer() });
    renderApp('/profile/orders/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #K7Q2MX' })).toBeTruthy();
    expect(screen.getByText('2 × Lamb Rogan Josh')).toBeTruthy();
    expect(screen.getByText('Spice: Hot')).toBeTruthy();
    expect(screen.getByText('No coriander')).toBeTruthy();
    // The line's allergens as sold (issue 31), and the order's in bold below.
    expect(screen.getByText('Contains: Milk')).toBeTruthy();
    expect(screen.getByText('Allergens: Milk')).toBeTruthy();
    expect(screen.getByText('€37.40')).toBeTruthy();
    expect(screen.getByText('VAT 9%: €4.45')).toBeTruthy();
    expect(screen.queryByText('Deposit (Re-turn)')).toBeNull();
    expect(screen.getByText('Paid by card')).toBeTruthy();
    expect(screen.getByText('12 Main Street, Cashel')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Pending');

    await waitFor(() => expect(stream.connected()).toBe(true));
    stream.send(
      customerOrder({
        status: 'confirmed',
        change_id: 4,
        ready_at: at(40),
        cancelable_until: null,
        timeline: [
          { status: 'pending', at: at(-1) },
          { status: 'confirmed', at: at(0) },
        ],
      }),
    );
    await waitFor(() => expect(screen.getByText('Confirmed', { selector: '[role="status"]' })).toBeTruthy());
    expect(screen.getByText(/^Ready at about/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('cancels within the 2 minutes after asking, saying a card order is refunded', async () => {
    signInForTest();
    let canceled = false;
    const log = siteApi({
      [ORDER]: () =>
        jsonResponse(
          200,
          canceled
            ? customerOrder({ status: 'canceled', cancelable_until: null, cancel_reason: 'Cancelled by you' })
            : customerOrder(),
        ),
      'POST /api/v1/customer/order/:orderId/cancel': () => {
        canceled = true;
        return jsonResponse(200, { order_id: 7, order_status: 'canceled' });
      },
    });
    renderApp('/profile/orders/7');

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText('Your card payment will be refunded in full.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Reason: Cancelled by you')).toBeTruthy();
    expect(screen.getByText('Cancelled', { selector: '[role="status"]' })).toBeTruthy();
    // A finished order no longer promises updates.
    expect(
      screen.queryByText('This page updates by itself as the restaurant moves your order along.'),
    ).toBeNull();
    expect(callsTo(log, 'POST /api/v1/customer/order/:orderId/cancel')).toHaveLength(0);
    expect(callsTo(log, 'POST /api/v1/customer/order/7/cancel')).toHaveLength(1);
  });

  it('Order again puts the lines in the basket at today’s prices and goes to the menu', async () => {
    signInForTest();
    useBasketStore.getState().clear();
    const reorder: Reorder = {
      items: [
        {
          product_id: 12,
          name: 'Lamb Rogan Josh',
          description: 'Slow-cooked lamb',
          base_price_cents: 1595,
          deposit_cents: 0,
          image: null,
          category: { id: 3, name: 'Curries' },
          quantity: 2,
          selected_variations: [
            { variation_id: 5, variation_name: 'Spice', option_id: 9, label: 'Hot', price_cents: 100 },
          ],
          note: 'No coriander',
          allergens: ['Milk'],
        },
      ],
      unavailable: [{ name: 'Peshwari Naan', option: null }],
    };
    siteApi({
      [ORDER]: jsonResponse(200, customerOrder({ status: 'delivered', cancelable_until: null })),
      'GET /api/v1/customer/order/:orderId/reorder': jsonResponse(200, reorder),
    });
    renderApp('/profile/orders/7');

    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(useBasketStore.getState().items).toHaveLength(1));
    expect(useBasketStore.getState().items[0]).toMatchObject({
      productId: 12,
      quantity: 2,
      priceCents: 1695,
      additionalNote: 'No coriander',
    });
    expect(await screen.findByText(/No longer available: Peshwari Naan\./)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Our Menu' })).toBeTruthy();
  });

  it('says when the order is not the customer’s', async () => {
    signInForTest();
    siteApi({ [ORDER]: errorResponse(404, 'Order not found', 'not_found') });
    renderApp('/profile/orders/99');
    expect(await screen.findByText('This order was not found in your account.')).toBeTruthy();
  });
});

describe('how an order stands paid (issue 29)', () => {
  it('each order in the lists says it: cash due, paid in cash, paid by card, refunded with amount and timing, nothing due', async () => {
    signInForTest();
    const refunded = { order_status: 'refunded', payment_method: 'digital_payment' } as const;
    siteApi({
      [RUNNING]: page([listItem(30, { order_status: 'processing', payment_state: 'cash_due' })], 1, 1),
      [LIST]: page(
        [
          listItem(1),
          listItem(2, { payment_method: 'digital_payment', payment_state: 'card_paid' }),
          listItem(3, { ...refunded, payment_state: 'card_refunded', refunded_cents: 2150 }),
          listItem(4, { order_status: 'canceled', payment_state: 'nothing_due' }),
        ],
        1,
        4,
      ),
    });
    renderApp('/profile/orders');
    const link = async (reference: string) =>
      (await screen.findByRole('link', { name: new RegExp(`Order #${reference}(?!\\d)`) })).textContent;
    expect(await link('REF30')).toContain('Cash due €21.50');
    expect(await link('REF1')).toContain('Paid in cash');
    expect(await link('REF2')).toContain('Paid by card');
    expect(await link('REF3')).toContain('Refunded €21.50 (5-10 business days)');
    expect(await link('REF4')).toContain('Nothing due');
    expect(await link('REF4')).not.toContain('Cash due');
  });

  it('a refunded card order’s page says how much goes back and when, by its status and in its totals', async () => {
    signInForTest();
    siteApi({
      [ORDER]: jsonResponse(
        200,
        customerOrder({
          status: 'refunded',
          paid: false,
          payment_state: 'card_refunded',
          refunded_cents: 3740,
          cancel_reason: 'The tandoor broke down.',
          cancelable_until: null,
        }),
      ),
    });
    renderApp('/profile/orders/7');
    const progress = within(await screen.findByRole('region', { name: 'Progress' }));
    expect(progress.getByText('Reason: The tandoor broke down.')).toBeTruthy();
    expect(progress.getByText('Refunded €37.40 (5-10 business days)')).toBeTruthy();
    expect(screen.getAllByText('Refunded €37.40 (5-10 business days)')).toHaveLength(2);
    expect(screen.queryByText(/\bcash\b/i)).toBeNull();
  });

  it('a cash order’s page says cash due while it runs, paid in cash once collected, nothing due once cancelled', async () => {
    signInForTest();
    const cash = { payment_method: 'cash_on_delivery', paid: false, cancelable_until: null } as const;
    const answers = [
      customerOrder({ ...cash, status: 'confirmed', payment_state: 'cash_due' }),
      customerOrder({ ...cash, status: 'delivered', payment_state: 'cash_paid' }),
      customerOrder({
        ...cash,
        status: 'canceled',
        payment_state: 'nothing_due',
        cancel_reason: 'Closed early.',
      }),
    ];
    for (const [index, answer] of answers.entries()) {
      siteApi({ [ORDER]: jsonResponse(200, answer) });
      const view = renderApp('/profile/orders/7');
      const expected = ['Cash due €37.40', 'Paid in cash', 'Nothing due'][index] ?? '';
      expect(await screen.findByText(expected)).toBeTruthy();
      if (index > 0) expect(screen.queryByText(/Cash due/)).toBeNull();
      view.unmount();
    }
  });
});

describe('the header’s bell', () => {
  it('shows how many notifications are unread', async () => {
    signInForTest();
    const unread = {
      image_full_url: null,
      status: 1,
      data: { type: 'order_status', order_id: 7 },
      read_at: null,
    };
    siteApi({
      'GET /api/v1/customer/notifications': jsonResponse(200, [
        { id: 1, title: 'a', description: 'a', created_at: at(-5), updated_at: at(-5), ...unread },
        { id: 2, title: 'b', description: 'b', created_at: at(-4), updated_at: at(-4), ...unread },
        {
          id: 3,
          title: 'c',
          description: 'c',
          created_at: at(-3),
          updated_at: at(-3),
          ...unread,
          read_at: at(-1),
        },
      ]),
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });
});

describe('the live stream of the customer’s orders', () => {
  it('carries the customer’s token, and its 401 signs the customer out as every call with the token does', async () => {
    signInForTest();
    const log = siteApi({ [STREAM]: errorResponse(401, 'Unauthenticated.', 'unauthenticated') });
    renderApp('/');
    expect(await screen.findByText(messages.common.sessionExpired)).toBeTruthy();
    expect(useAuthStore.getState().token).toBeNull();
    expect(bearerOf(callsTo(log, STREAM)[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);
    expect(callsTo(log, STREAM)).toHaveLength(1);
  });

  it('asks again for the order shown when the server says resync', async () => {
    signInForTest();
    const stream = liveStream();
    let answers = 0;
    const log = siteApi({
      [ORDER]: () => {
        answers += 1;
        return jsonResponse(200, customerOrder(answers > 1 ? { status: 'confirmed', change_id: 9 } : {}));
      },
      [STREAM]: () => stream.answer(),
    });
    renderApp('/profile/orders/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #K7Q2MX' })).toBeTruthy();
    await waitFor(() => expect(stream.connected()).toBe(true));
    const orderCalls = () => callsTo(log, 'GET /api/v1/customer/order/7');
    expect(orderCalls()).toHaveLength(1);
    stream.resync();
    await waitFor(() => expect(screen.getByText('Confirmed', { selector: '[role="status"]' })).toBeTruthy());
    expect(orderCalls()).toHaveLength(2);
  });
});
