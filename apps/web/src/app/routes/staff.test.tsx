import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardOrder, OrderBoardResponse } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffSettingsMessages } from '@/lib/messages/staff-settings-messages';
import { buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const NOW = new Date();
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const order = (overrides: Partial<BoardOrder> = {}): BoardOrder => ({
  id: 7,
  reference: 'K7Q2MX',
  status: 'pending',
  fulfilment: 'collection',
  payment_method: 'cash_on_delivery',
  paid: false,
  payment_state: 'cash_due',
  refunded_cents: null,
  placed_at: minutesAgo(1),
  scheduled_at: minutesAgo(-10),
  ready_at: null,
  contact_name: 'Aoife Ryan',
  contact_phone: '0871234567',
  address: null,
  delivery_address: null,
  order_note: 'Ring the bell',
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
  delivery_fee_cents: 0,
  discount_cents: 0,
  deposit_cents: 0,
  total_cents: 3390,
  vat: [{ rate_basis_points: 900, vat_cents: 0 }],
  change_id: 3,
  version: 0,
  to_pay_cents: 0,
  tip_cents: 0,
  source: 'online',
  allergy: null,
  call_first: null,
  ...overrides,
});

const board = (orders: BoardOrder[]): OrderBoardResponse => ({
  now: NOW.toISOString(),
  last_change_id: 3,
  accept_alert_minutes: 4,
  auto_reject_minutes: 10,
  pace: { busy: null, pause: null },
  orders,
});

const member = {
  id: 1,
  name: 'Priya Nair',
  email: 'priya@tiffin.test',
  role: 'staff' as const,
  disabled: false,
  sign_in_held: null,
  created_at: NOW.toISOString(),
};

/** An event stream that stays open with nothing to say (the board's live updates are tested end to end). */
const quietStream = () =>
  new Response(new ReadableStream({ start: () => undefined }), {
    headers: { 'content-type': 'text/event-stream' },
  });

function mockStaffSite(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () => quietStream(),
    'GET /api/v1/staff/printers': jsonResponse(200, { now: NOW.toISOString(), printers: [] }),
    ...routes,
  });
}

const signedInAsStaff = () => useStaffSession.getState().signIn({ token: 'staff-token', member });
const column = async (name: string) =>
  within(await screen.findByRole('region', { name: new RegExp(`^${name}`) }));

describe('/staff signed out', () => {
  it('every staff page is the staff sign-in, and nothing is asked for', async () => {
    useStaffSession.getState().signOut();
    const log = mockStaffSite();
    renderApp('/staff/menu');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Staff sign-in · Tiffin'));
    expect(callsTo(log, 'GET /api/v1/staff/menu')).toHaveLength(0);
  });

  it('asks for the staff sign-in, checks the fields before sending, and shows the server’s refusal', async () => {
    useStaffSession.getState().signOut();
    const log = mockStaffSite({
      'POST /api/v1/staff/auth/login': errorResponse(
        401,
        'The e-mail address or the password is not right',
        'invalid_credentials',
      ),
    });
    renderApp('/staff');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the password')).toBeTruthy();
    expect(callsTo(log, 'POST /api/v1/staff/auth/login')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'priya@tiffin.test' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'not it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail address or the password is not right',
    );
  });

  it('signs in and opens the board', async () => {
    useStaffSession.getState().signOut();
    mockStaffSite({
      'POST /api/v1/staff/auth/login': jsonResponse(200, { token: 'staff-token', staff: member }),
      'GET /api/v1/staff/orders': jsonResponse(200, board([order()])),
    });
    renderApp('/staff');
    fireEvent.change(await screen.findByLabelText('E-mail address'), {
      target: { value: 'priya@tiffin.test' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'a long kitchen password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await (await column('New')).findByRole('article', { name: '#K7Q2MX' })).toBeTruthy();
    expect(useStaffSession.getState().session?.token).toBe('staff-token');
  });
});

describe('/staff, the board', () => {
  it('shows what to cook: options, notes, the order note and the allergens in bold; the count goes in the title', async () => {
    signedInAsStaff();
    mockStaffSite({ 'GET /api/v1/staff/orders': jsonResponse(200, board([order()])) });
    renderApp('/staff');
    const card = within(await (await column('New')).findByRole('article', { name: '#K7Q2MX' }));
    expect(card.getByText('2 × Lamb Rogan Josh')).toBeTruthy();
    expect(card.getByText('Spice: Hot')).toBeTruthy();
    expect(card.getByText(/No coriander/)).toBeTruthy();
    expect(card.getByText(/Ring the bell/)).toBeTruthy();
    expect(card.getByText('Milk').tagName).toBe('STRONG');
    // The line's own allergens as sold, its options' with the dish's (issue 31).
    expect(card.getByText('Allergens: Milk')).toBeTruthy();
    expect(card.getByText('Cash due €33.90')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('(1) New orders · Tiffin'));
    expect((await column('Accepted')).getByText('No orders')).toBeTruthy();
  });

  it('a card order with a tip says the tip on its card, small; one without says none (issue 51)', async () => {
    signedInAsStaff();
    const paid = { payment_method: 'digital_payment', paid: true, payment_state: 'card_paid' } as const;
    mockStaffSite({
      'GET /api/v1/staff/orders': jsonResponse(
        200,
        board([order({ ...paid, tip_cents: 340 }), order({ ...paid, id: 8, reference: 'P3M4TA' })]),
      ),
    });
    renderApp('/staff');
    const tipped = within(await (await column('New')).findByRole('article', { name: '#K7Q2MX' }));
    expect(tipped.getByText('Tip €3.40')).toBeTruthy();
    const untipped = within(screen.getByRole('article', { name: '#P3M4TA' }));
    expect(untipped.queryByText(/^Tip /)).toBeNull();
  });

  it('turns loud and red for an order nobody accepted in the alert time', async () => {
    signedInAsStaff();
    mockStaffSite({
      'GET /api/v1/staff/orders': jsonResponse(200, board([order({ placed_at: minutesAgo(5) })])),
    });
    renderApp('/staff');
    expect(await screen.findByText('1 new order is waiting to be accepted')).toBeTruthy();
    expect(screen.getByText('Waiting 5 min: accept or reject')).toBeTruthy();
  });

  it('accepts with the minutes chosen and moves the card to Accepted', async () => {
    signedInAsStaff();
    const log = mockStaffSite({
      'GET /api/v1/staff/orders': jsonResponse(200, board([order()])),
      'POST /api/v1/staff/orders/7/accept': jsonResponse(
        200,
        order({ status: 'confirmed', ready_at: minutesAgo(-30), change_id: 4 }),
      ),
    });
    renderApp('/staff');
    const card = within(await (await column('New')).findByRole('article', { name: '#K7Q2MX' }));
    fireEvent.click(card.getByRole('button', { name: 'Accept' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept order #K7Q2MX' }));
    expect((dialog.getByRole('radio', { name: 'In 20 min' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: 'In 30 min' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Accept order' }));
    expect(await (await column('Accepted')).findByRole('article', { name: '#K7Q2MX' })).toBeTruthy();
    const [, sent] = callsTo(log, 'POST /api/v1/staff/orders/7/accept')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({ ready_in_minutes: 30, version: 0 });
  });

  it('rejects with the reason the customer is told: a preset, or one written', async () => {
    signedInAsStaff();
    const log = mockStaffSite({
      'GET /api/v1/staff/orders': jsonResponse(200, board([order()])),
      'POST /api/v1/staff/orders/7/cancel': jsonResponse(
        200,
        order({ status: 'canceled', cancel_reason: 'Out of lamb tonight', change_id: 4 }),
      ),
    });
    renderApp('/staff');
    const card = within(await (await column('New')).findByRole('article', { name: '#K7Q2MX' }));
    fireEvent.click(card.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject order #K7Q2MX' }));
    const reason = dialog.getByLabelText('Reason, for the customer') as HTMLTextAreaElement;
    expect(dialog.getByRole('button', { pressed: true }).textContent).toBe(reason.value);
    const other = dialog.getAllByRole('button', { pressed: false })[0] as HTMLElement;
    fireEvent.click(other);
    expect(reason.value).toBe(other.textContent);
    expect(other.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(reason, { target: { value: 'no' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject order' }));
    expect(await dialog.findByText('Say why, for the customer')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(log, 'POST /api/v1/staff/orders/7/cancel')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: ' Out of lamb tonight ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(callsTo(log, 'POST /api/v1/staff/orders/7/cancel')).toHaveLength(1));
    const [, sent] = callsTo(log, 'POST /api/v1/staff/orders/7/cancel')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({ reason: 'Out of lamb tonight' });
  });

  it('shows the loading state, then the error with Try again', async () => {
    signedInAsStaff();
    // The first answer comes once the page shows (the route's loader asked for it). Until Try
    // again is pressed the server keeps failing, so only that press can bring the board.
    let fail = (_answer: Response) => {};
    let recovered = false;
    const log = mockStaffSite({
      'GET /api/v1/staff/orders': () => {
        if (callsTo(log, 'GET /api/v1/staff/orders').length === 1) {
          return new Promise<Response>((resolve) => (fail = resolve));
        }
        return recovered ? jsonResponse(200, board([])) : errorResponse(500, 'Something went wrong');
      },
    });
    renderApp('/staff');
    expect(await screen.findByText('Loading orders...')).toBeTruthy();
    fail(errorResponse(500, 'Something went wrong'));
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('heading', { name: /^New/ })).toBeNull();
    recovered = true;
    fireEvent.click(tryAgain);
    expect(await (await column('New')).findByText('No orders')).toBeTruthy();
  });

  it('a session the server ended goes back to the sign-in, saying so', async () => {
    signedInAsStaff();
    mockStaffSite({ 'GET /api/v1/staff/orders': errorResponse(401, 'Unauthenticated.', 'unauthenticated') });
    renderApp('/staff');
    expect(await screen.findByText('Your staff session has ended. Sign in again.')).toBeTruthy();
    expect(useStaffSession.getState().session).toBeNull();
  });

  it('so does the live stream’s 401, with the member’s token sent as for every staff call', async () => {
    signedInAsStaff();
    const log = mockStaffSite({
      'GET /api/v1/staff/orders': jsonResponse(200, board([order()])),
      'GET /api/v1/staff/orders/stream': errorResponse(401, 'Unauthenticated.', 'unauthenticated'),
    });
    renderApp('/staff');
    expect(await screen.findByText('Your staff session has ended. Sign in again.')).toBeTruthy();
    expect(useStaffSession.getState().session).toBeNull();
    const [, stream] = callsTo(log, 'GET /api/v1/staff/orders/stream')[0] ?? [];
    expect(stream?.headers.get('Authorization')).toBe('Bearer staff-token');
    // Resumed after the board's own answer.
    expect(stream?.headers.get('Last-Event-ID')).toBe('3');
  });
});

const admin = { ...member, role: 'admin' as const };
const signedInAsAdmin = () => useStaffSession.getState().signIn({ token: 'staff-token', member: admin });

describe('/staff/enquiries', () => {
  const enquiry = {
    id: 4,
    name: 'Niamh Kelly',
    email: 'niamh@example.ie',
    phone: '0871234567',
    date: '2026-11-28',
    time: '19:30',
    people: 6,
    message: 'A birthday: could we have the window table?',
    status: 'new' as const,
    reply: null,
    created_at: NOW.toISOString(),
    answered_at: null,
  };

  it('asks for a reply before confirming, sends it, and says where it went', async () => {
    signedInAsStaff();
    const log = mockStaffSite({
      'GET /api/v1/staff/enquiries': jsonResponse(200, { enquiries: [enquiry] }),
      'POST /api/v1/staff/enquiries/4/answer': jsonResponse(200, {
        ...enquiry,
        status: 'confirmed',
        reply: 'The window table is yours.',
        answered_at: NOW.toISOString(),
      }),
    });
    renderApp('/staff/enquiries');
    const card = within(await screen.findByRole('listitem', { name: 'Niamh Kelly' }));
    expect(card.getByText('6 people · Sat, 28 Nov at 7:30 PM')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Confirm the table' }));
    expect(await card.findByText('Write to the customer')).toBeTruthy();
    expect(callsTo(log, 'POST /api/v1/staff/enquiries/4/answer')).toHaveLength(0);
    fireEvent.change(card.getByLabelText('Reply to the customer'), {
      target: { value: 'The window table is yours.' },
    });
    fireEvent.click(card.getByRole('button', { name: 'Confirm the table' }));
    expect(await screen.findByText('Confirmed: the reply goes to niamh@example.ie.')).toBeTruthy();
    const [, sent] = callsTo(log, 'POST /api/v1/staff/enquiries/4/answer')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      status: 'confirmed',
      reply: 'The window table is yours.',
    });
  });

  it('declines with the reply, the button pressed saying which answer it is', async () => {
    signedInAsStaff();
    const log = mockStaffSite({
      'GET /api/v1/staff/enquiries': jsonResponse(200, { enquiries: [enquiry] }),
      'POST /api/v1/staff/enquiries/4/answer': jsonResponse(200, {
        ...enquiry,
        status: 'declined',
        reply: 'We are full that night.',
        answered_at: NOW.toISOString(),
      }),
    });
    renderApp('/staff/enquiries');
    const card = within(await screen.findByRole('listitem', { name: 'Niamh Kelly' }));
    fireEvent.click(card.getByRole('button', { name: 'Decline' }));
    expect(await card.findByText('Write to the customer')).toBeTruthy();
    const reply = card.getByLabelText('Reply to the customer');
    expect(reply.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(log, 'POST /api/v1/staff/enquiries/4/answer')).toHaveLength(0);
    fireEvent.change(reply, { target: { value: 'We are full that night.' } });
    fireEvent.click(card.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined: the reply goes to niamh@example.ie.')).toBeTruthy();
    const [, sent] = callsTo(log, 'POST /api/v1/staff/enquiries/4/answer')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({ status: 'declined', reply: 'We are full that night.' });
  });

  it('says when there are none, and shows the error with Try again', async () => {
    signedInAsStaff();
    // The first answer comes once the page shows (the route's loader asked for it).
    let fail = (_answer: Response) => {};
    const log = mockStaffSite({
      'GET /api/v1/staff/enquiries': () =>
        callsTo(log, 'GET /api/v1/staff/enquiries').length === 1
          ? new Promise<Response>((resolve) => (fail = resolve))
          : jsonResponse(200, { enquiries: [] }),
    });
    renderApp('/staff/enquiries');
    expect(await screen.findByText('Loading enquiries...')).toBeTruthy();
    fail(errorResponse(500, 'Something went wrong'));
    expect(await screen.findByText('The enquiries could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No enquiries')).toBeTruthy();
  });
});

describe('/staff/coupons', () => {
  const coupon = {
    id: 2,
    code: 'SAVE5',
    title: '€5 off',
    discount_type: 'amount' as const,
    discount: 500,
    min_purchase_cents: 3000,
    start_date: '2026-11-01',
    expire_date: '2026-12-31',
    limit: 500,
    total_uses: 12,
    active: true,
  };

  it('lists each coupon with its uses; an admin switches one off, sending the discount in cents', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/coupons': jsonResponse(200, { coupons: [coupon] }),
      'PUT /api/v1/staff/coupons/2': jsonResponse(200, { ...coupon, active: false }),
    });
    renderApp('/staff/coupons');
    expect(
      await screen.findByText('€5.00 off over €30.00 · 1 Nov 2026 – 31 Dec 2026 · 12 of 500 used'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit SAVE5' }));
    const form = within(screen.getByRole('form', { name: 'Edit SAVE5' }));
    expect((form.getByLabelText('Euros') as HTMLInputElement).value).toBe('5.00');
    fireEvent.click(form.getByRole('checkbox', { name: 'Active' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SAVE5 is saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/coupons/2')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toMatchObject({
      code: 'SAVE5',
      discount: 500,
      min_purchase_cents: 3000,
      active: false,
    });
  });

  it('checks a new coupon before sending it', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({ 'GET /api/v1/staff/coupons': jsonResponse(200, { coupons: [] }) });
    renderApp('/staff/coupons');
    expect(await screen.findByText('No coupons yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New coupon' }));
    const form = within(screen.getByRole('form', { name: 'New coupon' }));
    fireEvent.change(form.getByLabelText('Code'), { target: { value: 'hot' } });
    fireEvent.change(form.getByLabelText('Title (shown to customers)'), { target: { value: 'Hot deal' } });
    fireEvent.change(form.getByLabelText('Percent'), { target: { value: '150' } });
    fireEvent.click(form.getByRole('button', { name: 'Create coupon' }));
    expect(await form.findByText('At most 100%')).toBeTruthy();
    expect(callsTo(log, 'POST /api/v1/staff/coupons')).toHaveLength(0);
  });

  it('a member who is not an admin reads the coupons without changing them', async () => {
    signedInAsStaff();
    mockStaffSite({ 'GET /api/v1/staff/coupons': jsonResponse(200, { coupons: [coupon] }) });
    renderApp('/staff/coupons');
    expect(await screen.findByText('SAVE5')).toBeTruthy();
    expect(screen.getByText('Only admins change coupons.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit SAVE5' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New coupon' })).toBeNull();
  });
});

describe('/staff/figures', () => {
  const day = (date: string, views: number, collection: number, delivery: number) => ({
    day: date,
    page_views: views,
    collection: { orders: collection, revenue_cents: collection * 2500 },
    delivery: { orders: delivery, revenue_cents: delivery * 3000 },
  });

  it('shows the totals, a bar a day that says its figures, and the pages viewed; a range asks again', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/figures': jsonResponse(200, {
        days: [day('2026-11-22', 40, 2, 1), day('2026-11-23', 25, 1, 0)],
        paths: [
          { path: '/menu', views: 50, by_day: [] },
          { path: '/', views: 15, by_day: [] },
        ],
      }),
    });
    renderApp('/staff/figures');
    const totals = within(await screen.findByRole('region', { name: 'In these days' }));
    expect(totals.getByText('4')).toBeTruthy();
    expect(totals.getByText('€105.00')).toBeTruthy();
    expect(totals.getByText('65')).toBeTruthy();
    const orders = within(screen.getByRole('region', { name: 'Orders per day' }));
    expect(orders.getByText('22 Nov: Collection 2, Delivery 1')).toBeTruthy();
    const pages = within(screen.getByRole('region', { name: 'Pages viewed' }));
    expect(pages.getAllByRole('row').map((row) => row.textContent)).toEqual(['PageViews', '/menu50', '/15']);
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(callsTo(log, 'GET /api/v1/staff/figures')).toHaveLength(2));
    expect(callsTo(log, 'GET /api/v1/staff/figures')[1]?.[0]).toContain('days=7');
  });

  it('is for admins only', async () => {
    signedInAsStaff();
    mockStaffSite();
    renderApp('/staff/figures');
    expect(await screen.findByText('Only admins see this page.')).toBeTruthy();
  });
});

describe('/staff/settings', () => {
  const settings = {
    ordering: {
      minimum_order_cents: 1500,
      max_order_portions: 200,
      max_order_total_cents: 200_000,
      delivery_base_fee_cents: 250,
      delivery_base_km: 3,
      delivery_per_km_cents: 50,
      delivery_radius_km: 10,
      collection_lead_minutes: 20,
      delivery_lead_minutes: 40,
      slot_capacity: 6,
      slot_portion_capacity: 40,
      large_order_portions: 20,
      large_order_extra_minutes: 30,
      ordering_window_days: 7,
      accept_alert_minutes: 4,
      auto_reject_minutes: 10,
      unattended_pause_minutes: 0,
      alert_email: null,
      rating_ask_minutes: 60,
    },
    hours: [{ weekday: 1, opens_at: '17:00', closes_at: '22:00' }],
    closed_dates: [],
    details: {
      name: 'Tiffin',
      cuisine: 'Indian',
      legal_name: 'Tiffin Cashel Ltd',
      vat_number: null,
      address_line: '42 Main Street',
      town: 'Cashel',
      county: 'Co. Tipperary',
      eircode: 'E25 X9T4',
      latitude: 52.5159336,
      longitude: -7.8890741,
      phones: ['062 61234'],
      email: 'hello@tiffin-cashel.ie',
      wait_min_minutes: 25,
      wait_max_minutes: 45,
      allergen_statement: 'Our kitchen handles all 14 allergens.',
    },
    policies: [
      { slug: 'terms-conditions', title: 'Terms & Conditions', body: 'Orders of {minimum_order} or more.' },
    ],
  };

  it('an admin changes the restaurant’s details, phones one a line, and is told it is saved', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'PUT /api/v1/staff/settings/details': (sent) =>
        jsonResponse(200, { ...settings, details: JSON.parse(sent.body ?? '{}') }),
    });
    renderApp('/staff/settings');
    const details = within(await screen.findByRole('region', { name: 'The restaurant' }));
    fireEvent.change(details.getByLabelText('Name'), { target: { value: 'Tiffin of Cashel' } });
    fireEvent.change(details.getByLabelText('Phone numbers, one a line (up to 3)'), {
      target: { value: '062 61234\n\n087 765 4321' },
    });
    fireEvent.change(details.getByLabelText('Eircode'), { target: { value: 'nope' } });
    fireEvent.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText('Enter a valid Eircode')).toBeTruthy();
    expect(callsTo(log, 'PUT /api/v1/staff/settings/details')).toHaveLength(0);
    fireEvent.change(details.getByLabelText('Eircode'), { target: { value: 'e25 x9t4' } });
    // Issue 31: the statement shown with the allergen filter and at checkout; it cannot be emptied.
    const statement = details.getByLabelText(staffSettingsMessages.allergenStatement);
    expect((statement as HTMLTextAreaElement).value).toBe('Our kitchen handles all 14 allergens.');
    fireEvent.change(statement, { target: { value: '  ' } });
    fireEvent.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText('Enter the statement')).toBeTruthy();
    fireEvent.change(statement, { target: { value: 'Nuts and sesame are used in this kitchen. ' } });
    fireEvent.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText('Saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/settings/details')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toMatchObject({
      name: 'Tiffin of Cashel',
      eircode: 'E25 X9T4',
      phones: ['062 61234', '087 765 4321'],
      latitude: 52.5159336,
      allergen_statement: 'Nuts and sesame are used in this kitchen.',
    });
  });

  it('the VAT number receipts show is checked as the server checks it, sent compact; empty is none', async () => {
    const user = userEvent.setup();
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'PUT /api/v1/staff/settings/details': (sent) =>
        jsonResponse(200, { ...settings, details: JSON.parse(sent.body ?? '{}') }),
    });
    renderApp('/staff/settings');
    const details = within(await screen.findByRole('region', { name: 'The restaurant' }));
    const vatNumber = details.getByLabelText(staffSettingsMessages.detailFields.vat_number);
    expect((vatNumber as HTMLInputElement).value).toBe('');
    await user.type(vatNumber, 'IE1234567FB');
    await user.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText('Enter an Irish VAT number, e.g. IE1234567FA')).toBeTruthy();
    expect(callsTo(log, 'PUT /api/v1/staff/settings/details')).toHaveLength(0);
    await user.clear(vatNumber);
    await user.type(vatNumber, 'ie 1234567 fa');
    await user.clear(details.getByLabelText(staffSettingsMessages.detailFields.legal_name));
    await user.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText('Saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/settings/details')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toMatchObject({ vat_number: 'IE1234567FA', legal_name: null });
  });

  it('an admin sets the tips: the choices and the notice’s answers, sent as the server takes them (issue 51)', async () => {
    const user = userEvent.setup();
    signedInAsAdmin();
    const tips = {
      settings: {
        percents: [5, 10, 15],
        custom_max_cents: 5000,
        shared: true,
        how: 'by the hours worked.',
        with_whom: 'everyone on the shift',
        card_cost_basis_points: 0,
        mandatory_charge: '',
      },
      offered: true,
      notice: ['Tips are optional: nothing is added unless you choose one.'],
    };
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'GET /api/v1/tips': jsonResponse(200, tips),
      'PUT /api/v1/staff/settings/tips': (sent) =>
        jsonResponse(200, { ...tips, settings: JSON.parse(sent.body ?? '{}'), notice: ['As now written.'] }),
    });
    renderApp('/staff/settings');
    const section = within(await screen.findByRole('region', { name: staffSettingsMessages.tips.heading }));
    expect(section.getByText(tips.notice[0] ?? '')).toBeTruthy();
    const percents = section.getByLabelText(staffSettingsMessages.tips.percents);
    expect((percents as HTMLInputElement).value).toBe('5, 10, 15');
    await user.clear(percents);
    await user.type(percents, '10, 12');
    const cardCost = section.getByLabelText(staffSettingsMessages.tips.cardCost);
    await user.clear(cardCost);
    await user.type(cardCost, '1.5');
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('As now written.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/settings/tips')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      ...tips.settings,
      percents: [10, 12],
      card_cost_basis_points: 150,
    });
  });

  it('the orders’ settings are sent in cents, a setting that is not a number said at its field', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'PUT /api/v1/staff/settings/ordering': jsonResponse(200, settings),
    });
    renderApp('/staff/settings');
    const ordering = within(await screen.findByRole('region', { name: 'Orders' }));
    expect((ordering.getByLabelText('Minimum order (€)') as HTMLInputElement).value).toBe('15.00');
    fireEvent.change(ordering.getByLabelText('Orders per 15-minute slot'), { target: { value: 'six' } });
    fireEvent.click(ordering.getByRole('button', { name: 'Save' }));
    expect(await ordering.findByText('A whole number')).toBeTruthy();
    expect(ordering.getByLabelText('Orders per 15-minute slot').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(log, 'PUT /api/v1/staff/settings/ordering')).toHaveLength(0);
    fireEvent.change(ordering.getByLabelText('Orders per 15-minute slot'), { target: { value: '8' } });
    fireEvent.change(ordering.getByLabelText('Minimum order (€)'), { target: { value: '12.5' } });
    fireEvent.click(ordering.getByRole('button', { name: 'Save' }));
    expect(await ordering.findByText('Saved.')).toBeTruthy();
    expect(ordering.queryByText('A whole number')).toBeNull();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/settings/ordering')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      ...settings.ordering,
      minimum_order_cents: 1250,
      slot_capacity: 8,
    });
  });

  it('an order’s bounds are set in portions and euros, the largest order never below the minimum (issue 30)', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'PUT /api/v1/staff/settings/ordering': jsonResponse(200, settings),
    });
    renderApp('/staff/settings');
    const ordering = within(await screen.findByRole('region', { name: 'Orders' }));
    const portions = ordering.getByLabelText('Most portions in one online order') as HTMLInputElement;
    const total = ordering.getByLabelText('Largest online order (€)') as HTMLInputElement;
    expect(portions.value).toBe('200');
    expect(total.value).toBe('2000.00');
    fireEvent.change(total, { target: { value: '10' } });
    fireEvent.click(ordering.getByRole('button', { name: 'Save' }));
    expect(await ordering.findByText('At least the minimum order')).toBeTruthy();
    expect(total.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(log, 'PUT /api/v1/staff/settings/ordering')).toHaveLength(0);
    fireEvent.change(portions, { target: { value: '120' } });
    fireEvent.change(total, { target: { value: '1500' } });
    fireEvent.click(ordering.getByRole('button', { name: 'Save' }));
    expect(await ordering.findByText('Saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/settings/ordering')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      ...settings.ordering,
      max_order_portions: 120,
      max_order_total_cents: 150_000,
    });
  });

  it('the portions per slot and the large orders’ threshold and extra minutes are shown and sent (issue 33)', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'PUT /api/v1/staff/settings/ordering': jsonResponse(200, settings),
    });
    renderApp('/staff/settings');
    const ordering = within(await screen.findByRole('region', { name: 'Orders' }));
    const perSlot = ordering.getByLabelText(
      'Portions per 15-minute slot (exempt categories such as drinks not counted; 0 = no limit)',
    ) as HTMLInputElement;
    const threshold = ordering.getByLabelText(
      'Large order: more portions than (0 = off)',
    ) as HTMLInputElement;
    const extra = ordering.getByLabelText(
      'Large order: extra minutes before its first slot',
    ) as HTMLInputElement;
    expect([perSlot.value, threshold.value, extra.value]).toEqual(['40', '20', '30']);
    fireEvent.change(perSlot, { target: { value: '0' } });
    fireEvent.change(threshold, { target: { value: '25' } });
    fireEvent.change(extra, { target: { value: '15' } });
    fireEvent.click(ordering.getByRole('button', { name: 'Save' }));
    expect(await ordering.findByText('Saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/settings/ordering')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      ...settings.ordering,
      slot_portion_capacity: 0,
      large_order_portions: 25,
      large_order_extra_minutes: 15,
    });
  });

  it('shows today’s load per slot, orders and portions against the limits (issue 33)', async () => {
    signedInAsStaff();
    mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'GET /api/v1/staff/slots/today': jsonResponse(200, {
        date: '2026-11-27',
        order_capacity: 6,
        portion_capacity: 40,
        slots: [{ time: '19:00', orders: 4, portions: 31 }],
      }),
    });
    renderApp('/staff/settings');
    const load = within(await screen.findByRole('region', { name: 'Today’s slots' }));
    const row = within(await load.findByRole('row', { name: /19:00/ }));
    expect(row.getByText('4 of 6')).toBeTruthy();
    expect(row.getByText('31 of 40')).toBeTruthy();
  });

  it('the pause when nobody watches is set in minutes, and the alert e-mail address is the restaurant’s own when left empty', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'PUT /api/v1/staff/settings/ordering': jsonResponse(200, settings),
    });
    renderApp('/staff/settings');
    const ordering = within(await screen.findByRole('region', { name: 'Orders' }));
    const pause = ordering.getByLabelText(
      'Pause online ordering when no board or printer has been in touch for (min, 0 = off)',
    ) as HTMLInputElement;
    const alertEmail = ordering.getByLabelText(
      'Alert e-mail address (empty: the restaurant’s e-mail)',
    ) as HTMLInputElement;
    expect(pause.value).toBe('0');
    expect(alertEmail.value).toBe('');
    fireEvent.change(pause, { target: { value: '121' } });
    fireEvent.change(alertEmail, { target: { value: 'kitchen@' } });
    fireEvent.click(ordering.getByRole('button', { name: 'Save' }));
    expect(await ordering.findByText('At most 120')).toBeTruthy();
    expect(alertEmail.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(log, 'PUT /api/v1/staff/settings/ordering')).toHaveLength(0);
    fireEvent.change(pause, { target: { value: '5' } });
    fireEvent.change(alertEmail, { target: { value: 'Kitchen@Tiffin-Cashel.ie' } });
    fireEvent.click(ordering.getByRole('button', { name: 'Save' }));
    expect(await ordering.findByText('Saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/settings/ordering')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      ...settings.ordering,
      unattended_pause_minutes: 5,
      alert_email: 'kitchen@tiffin-cashel.ie',
    });
    fireEvent.change(alertEmail, { target: { value: '  ' } });
    fireEvent.click(ordering.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(log, 'PUT /api/v1/staff/settings/ordering')).toHaveLength(2));
    const [, again] = callsTo(log, 'PUT /api/v1/staff/settings/ordering')[1] ?? [];
    expect(JSON.parse(again?.body ?? '').alert_email).toBeNull();
  });

  it('an admin sets when customers are asked for a rating, 15 to 1440 minutes (decision 072)', async () => {
    signedInAsAdmin();
    const user = userEvent.setup();
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'PUT /api/v1/staff/settings/ordering': (sent) =>
        jsonResponse(200, { ...settings, ordering: JSON.parse(sent.body ?? '{}') }),
    });
    renderApp('/staff/settings');
    const ordering = within(await screen.findByRole('region', { name: 'Orders' }));
    const ask = ordering.getByLabelText(
      'Ask for a rating this long after an order is completed (min, 15 to 1440)',
    ) as HTMLInputElement;
    expect(ask.value).toBe('60');
    for (const [typed, said] of [
      ['10', 'At least 15'],
      ['1441', 'At most 1440'],
    ] as const) {
      await user.clear(ask);
      await user.type(ask, typed);
      await user.click(ordering.getByRole('button', { name: 'Save' }));
      expect(await ordering.findByText(said)).toBeTruthy();
    }
    expect(callsTo(log, 'PUT /api/v1/staff/settings/ordering')).toHaveLength(0);
    await user.clear(ask);
    await user.type(ask, '90');
    await user.click(ordering.getByRole('button', { name: 'Save' }));
    expect(await ordering.findByText('Saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/settings/ordering')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({ ...settings.ordering, rating_ask_minutes: 90 });
  });

  it('the opening hours name the day whose times are wrong, and send the open days only', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'PUT /api/v1/staff/settings/hours': jsonResponse(200, settings),
    });
    renderApp('/staff/settings');
    const hours = within(await screen.findByRole('region', { name: 'Opening hours' }));
    expect((hours.getByLabelText('Tuesday opens at') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(hours.getByRole('checkbox', { name: 'Open on Wednesday' }));
    expect((hours.getByLabelText('Wednesday opens at') as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(hours.getByLabelText('Wednesday closes at'), { target: { value: '16:00' } });
    fireEvent.click(hours.getByRole('button', { name: 'Save' }));
    expect((await hours.findByRole('alert')).textContent).toBe('Wednesday: Closing comes after opening');
    expect(callsTo(log, 'PUT /api/v1/staff/settings/hours')).toHaveLength(0);
    fireEvent.change(hours.getByLabelText('Wednesday closes at'), { target: { value: '23:00' } });
    fireEvent.click(hours.getByRole('button', { name: 'Save' }));
    expect(await hours.findByText('Saved.')).toBeTruthy();
    expect(hours.queryByRole('alert')).toBeNull();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/settings/hours')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      hours: [
        { weekday: 1, opens_at: '17:00', closes_at: '22:00' },
        { weekday: 3, opens_at: '17:00', closes_at: '23:00' },
      ],
    });
  });

  it('a date is closed with its reason, an empty reason sent as none', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'POST /api/v1/staff/settings/closed-dates': jsonResponse(200, settings),
    });
    renderApp('/staff/settings');
    const closed = within(await screen.findByRole('region', { name: 'Closed dates' }));
    const close = closed.getByRole('button', { name: 'Close this date' }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    fireEvent.change(closed.getByLabelText('Date'), { target: { value: '2030-12-24' } });
    fireEvent.change(closed.getByLabelText('Reason (optional)'), { target: { value: '  ' } });
    expect(close.disabled).toBe(false);
    fireEvent.click(close);
    expect(await closed.findByText('Saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'POST /api/v1/staff/settings/closed-dates')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({ date: '2030-12-24', reason: null });
  });

  it('a policy page is rewritten with its placeholders kept', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/settings': jsonResponse(200, settings),
      'PUT /api/v1/staff/settings/policies/terms-conditions': jsonResponse(200, settings),
    });
    renderApp('/staff/settings');
    const policies = within(await screen.findByRole('region', { name: 'Policy pages' }));
    fireEvent.click(policies.getByText('Terms & Conditions'));
    fireEvent.change(policies.getByLabelText('Text'), {
      target: { value: 'Orders of {minimum_order} or more are taken.' },
    });
    fireEvent.click(policies.getByRole('button', { name: 'Save Terms & Conditions' }));
    expect(await policies.findByText('Saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/settings/policies/terms-conditions')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      title: 'Terms & Conditions',
      body: 'Orders of {minimum_order} or more are taken.',
    });
  });
});

describe('/staff/menu, editing', () => {
  const menu = {
    categories: [
      {
        id: 1,
        name: 'Starters',
        visible: true,
        portions_exempt: false,
        schedule: [],
        dishes: [
          {
            id: 5,
            category_id: 1,
            name: 'Onion Bhaji',
            description: 'Crisp onion fritters.',
            price_cents: 595,
            vegetarian: true,
            allergens: ['gluten'],
            vat_class: 'food',
            deposit_cents: 0,
            image: null,
            available: true,
            sold_out_until: null,
            schedule: [],
            variations: [{ id: 9, name: 'Dip' }],
            options: [
              {
                id: 11,
                variation_id: 9,
                variation: 'Dip',
                label: 'Mint raita',
                price_cents: 50,
                stock: null,
                allergens: ['milk'],
                sold_out_until: null,
              },
            ],
          },
        ],
      },
      { id: 2, name: 'Mains', visible: false, portions_exempt: false, schedule: [], dishes: [] },
    ],
  };

  it('an admin changes a dish’s price and allergens, and adds an option, each sent in cents', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/menu': jsonResponse(200, menu),
      'PUT /api/v1/staff/menu/dishes/5': jsonResponse(200, menu),
      'POST /api/v1/staff/menu/variations/9/options': jsonResponse(200, menu),
    });
    renderApp('/staff/menu');
    expect(await screen.findByText('Hidden from customers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Onion Bhaji' }));
    const form = within(screen.getByRole('form', { name: 'Edit Onion Bhaji' }));
    fireEvent.change(form.getByLabelText('Price (€)'), { target: { value: '6.25' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Milk' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/menu/dishes/5')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      category_id: 1,
      name: 'Onion Bhaji',
      description: 'Crisp onion fritters.',
      price_cents: 625,
      vegetarian: true,
      allergens: ['gluten', 'milk'],
      vat_class: 'food',
      deposit_cents: 0,
    });

    const addOption = within(screen.getByRole('form', { name: 'Add an option to Dip' }));
    fireEvent.change(addOption.getByLabelText('Option'), { target: { value: 'Mango chutney' } });
    fireEvent.change(addOption.getByLabelText('Adds (€)'), { target: { value: '0.75' } });
    fireEvent.change(addOption.getByLabelText('Stock (empty: unlimited)'), { target: { value: '20' } });
    fireEvent.click(addOption.getByRole('button', { name: 'Add an option to Dip' }));
    await waitFor(() => expect(callsTo(log, 'POST /api/v1/staff/menu/variations/9/options')).toHaveLength(1));
    const [, option] = callsTo(log, 'POST /api/v1/staff/menu/variations/9/options')[0] ?? [];
    expect(JSON.parse(option?.body ?? '')).toEqual({
      label: 'Mango chutney',
      price_cents: 75,
      stock: 20,
      allergens: [],
    });
  });

  it('an admin makes a dish a soft drink with a deposit, the deposit typed in euros and sent in cents (issue 32)', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/menu': jsonResponse(200, menu),
      'PUT /api/v1/staff/menu/dishes/5': jsonResponse(200, menu),
    });
    renderApp('/staff/menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Onion Bhaji' }));
    const form = within(screen.getByRole('form', { name: 'Edit Onion Bhaji' }));
    expect(form.getByLabelText('VAT class')).toHaveProperty('value', 'food');
    expect(form.getByLabelText('Deposit per unit (€)')).toHaveProperty('value', '0.00');
    fireEvent.change(form.getByLabelText('VAT class'), { target: { value: 'soft_drink' } });
    fireEvent.change(form.getByLabelText('Deposit per unit (€)'), { target: { value: '0.15' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Saved.')).toBeTruthy();
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/menu/dishes/5')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toMatchObject({ vat_class: 'soft_drink', deposit_cents: 15 });
  });

  it('an admin marks a category as not counted in a slot’s portions (issue 33)', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/menu': jsonResponse(200, menu),
      'PUT /api/v1/staff/menu/categories/1': jsonResponse(200, menu),
    });
    renderApp('/staff/menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the Starters category' }));
    const form = within(screen.getByRole('form', { name: 'Edit the Starters category' }));
    const exempt = form.getByRole('checkbox', {
      name: 'Not counted as portions in a slot (drinks and the like)',
    }) as HTMLInputElement;
    expect(exempt.checked).toBe(false);
    fireEvent.click(exempt);
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(log, 'PUT /api/v1/staff/menu/categories/1')).toHaveLength(1));
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/menu/categories/1')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({ name: 'Starters', visible: true, portions_exempt: true });
  });

  it('an admin sets the allergens an option adds, sent as codes (issue 31)', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/menu': jsonResponse(200, menu),
      'PUT /api/v1/staff/menu/options/11': jsonResponse(200, menu),
    });
    renderApp('/staff/menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Onion Bhaji' }));
    const option = within(screen.getByRole('form', { name: 'Save Mint raita' }));
    expect(option.getByText('Adds: Milk')).toBeTruthy();
    const allergens = within(option.getByRole('group', { name: 'Allergens Mint raita adds' }));
    expect(allergens.getAllByRole('checkbox')).toHaveLength(14);
    expect(allergens.getByRole('checkbox', { name: 'Milk' })).toHaveProperty('checked', true);
    fireEvent.click(allergens.getByRole('checkbox', { name: 'Tree nuts' }));
    fireEvent.click(option.getByRole('button', { name: 'Save Mint raita' }));
    await waitFor(() => expect(callsTo(log, 'PUT /api/v1/staff/menu/options/11')).toHaveLength(1));
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/menu/options/11')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      label: 'Mint raita',
      price_cents: 50,
      allergens: ['milk', 'tree_nuts'],
    });
  });

  it('shows a dish’s allergen history when unfolded: when, who, what changed, newest first', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({
      'GET /api/v1/staff/menu': jsonResponse(200, menu),
      'GET /api/v1/staff/menu/dishes/5/allergen-history': jsonResponse(200, {
        dish: 'Onion Bhaji',
        changes: [
          {
            id: 2,
            at: '2026-11-27T16:12:00.000Z',
            staff_name: 'Niamh Kelly',
            variation: 'Dip',
            option: 'Mint raita',
            added: ['Milk'],
            removed: [],
            allergens: ['Milk'],
          },
          {
            id: 1,
            at: '2026-11-20T10:00:00.000Z',
            staff_name: null,
            variation: null,
            option: null,
            added: ['Cereals containing gluten'],
            removed: ['Eggs'],
            allergens: ['Cereals containing gluten'],
          },
        ],
      }),
    });
    renderApp('/staff/menu');
    const summary = await screen.findByText('Allergen history');
    expect(callsTo(log, 'GET /api/v1/staff/menu/dishes/5/allergen-history')).toHaveLength(0);
    const details = summary.closest('details') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const list = await screen.findByRole('list', { name: 'Allergen history of Onion Bhaji' });
    const entries = within(list)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(entries).toEqual([
      '27 Nov 2026, 4:12 PM · Niamh KellyDip: Mint raita: Added MilkThen declared: Milk',
      '20 Nov 2026, 10:00 AM · The demo menu, or a former memberThe dish: Added Cereals containing gluten; Removed EggsThen declared: Cereals containing gluten',
    ]);
  });

  it('sets how many of an option are left; an empty count sends nothing', async () => {
    signedInAsStaff();
    const log = mockStaffSite({
      'GET /api/v1/staff/menu': jsonResponse(200, menu),
      'PUT /api/v1/staff/menu/options/11/stock': jsonResponse(200, menu),
    });
    renderApp('/staff/menu');
    const count = await screen.findByLabelText('How many Mint raita are left');
    const set = within(count.closest('form') as HTMLElement).getByRole('button', { name: 'Set' });
    fireEvent.click(set);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(log, 'PUT /api/v1/staff/menu/options/11/stock')).toHaveLength(0);
    fireEvent.change(count, { target: { value: '20' } });
    fireEvent.click(set);
    await waitFor(() => expect(callsTo(log, 'PUT /api/v1/staff/menu/options/11/stock')).toHaveLength(1));
    const [, sent] = callsTo(log, 'PUT /api/v1/staff/menu/options/11/stock')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({ stock: 20 });
  });

  it('refuses a photo that is not a JPEG, PNG or WebP before sending it; a cook sees no editing', async () => {
    signedInAsAdmin();
    const log = mockStaffSite({ 'GET /api/v1/staff/menu': jsonResponse(200, menu) });
    const { unmount } = renderApp('/staff/menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Onion Bhaji' }));
    const gif = new File(['GIF89a'], 'bhaji.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Photo: JPEG, PNG or WebP, up to 15 MB'), {
      target: { files: [gif] },
    });
    expect(screen.getByText('Choose a JPEG, PNG or WebP photo')).toBeTruthy();
    expect(callsTo(log, 'PUT /api/v1/staff/menu/dishes/5/image')).toHaveLength(0);
    unmount();

    signedInAsStaff();
    renderApp('/staff/menu');
    expect(await screen.findByRole('button', { name: '86 Onion Bhaji' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Onion Bhaji' })).toBeNull();
  });
});
