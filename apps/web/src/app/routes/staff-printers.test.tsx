import { fireEvent, screen, within } from '@testing-library/react';
import type { OrderBoardResponse, Printer, PrinterCredentials } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildRestaurant } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const NOW = new Date();

const printer = (overrides: Partial<Printer> = {}): Printer => ({
  id: 3,
  name: 'Kitchen',
  print_on: 'arrival',
  copies: 1,
  paper_columns: 48,
  enabled: true,
  state: 'online',
  last_seen_at: NOW.toISOString(),
  reported_status: '23 86 00 00 00 00 00 00 00',
  reported_code: '200 OK',
  ...overrides,
});

const signIn = (role: 'staff' | 'admin') =>
  useStaffSession.getState().signIn({
    token: 'staff-token',
    member: {
      id: 1,
      name: 'Priya Nair',
      email: 'priya@tiffin.test',
      role,
      disabled: false,
      sign_in_held: null,
      created_at: NOW.toISOString(),
    },
  });

function mockPrinterSite(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    ...routes,
  });
}

describe('/staff/printers', () => {
  it('an admin adds a printer and is shown, once, what to type into it', async () => {
    signIn('admin');
    const added = printer({ id: 4, name: 'Pass', copies: 2, state: 'never', last_seen_at: null });
    const credentials: PrinterCredentials = {
      printer: added,
      url: 'https://order.example.ie/api/v1/cloudprnt',
      username: '4',
      secret: 'a-long-secret-shown-once',
    };
    const log = mockPrinterSite({
      'GET /api/v1/staff/printers': jsonResponse(200, { now: NOW.toISOString(), printers: [printer()] }),
      'POST /api/v1/staff/printers': jsonResponse(201, credentials),
    });
    renderApp('/staff/printers');
    const kitchen = within(await screen.findByRole('listitem', { name: 'Kitchen' }));
    expect(kitchen.getByText('Online')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a printer' }));
    const form = within(screen.getByRole('form', { name: 'Add a printer' }));
    fireEvent.change(form.getByLabelText('Name (e.g. Kitchen)'), { target: { value: 'Pass' } });
    fireEvent.change(form.getByLabelText('Copies of each ticket'), { target: { value: '2' } });
    fireEvent.click(form.getByRole('button', { name: 'Add printer' }));
    const setup = within(await screen.findByRole('region', { name: 'Set up Pass' }));
    expect(setup.getByText('https://order.example.ie/api/v1/cloudprnt')).toBeTruthy();
    expect(setup.getByText('a-long-secret-shown-once')).toBeTruthy();
    const [, sent] = callsTo(log, 'POST /api/v1/staff/printers')[0] ?? [];
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      name: 'Pass',
      print_on: 'arrival',
      copies: 2,
      paper_columns: 48,
      enabled: true,
    });
    fireEvent.click(setup.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('a-long-secret-shown-once')).toBeNull();
  });

  it('a member who is not an admin sees the states without changing anything', async () => {
    signIn('staff');
    mockPrinterSite({
      'GET /api/v1/staff/printers': jsonResponse(200, {
        now: NOW.toISOString(),
        printers: [printer({ state: 'offline', last_seen_at: '2026-11-23T18:42:00Z' })],
      }),
    });
    renderApp('/staff/printers');
    expect(await screen.findByText('Offline, last seen 6:42 PM')).toBeTruthy();
    expect(screen.getByText('Only admins add and change printers.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a printer' })).toBeNull();
  });
});

describe('the board with printers', () => {
  const board: OrderBoardResponse = {
    now: NOW.toISOString(),
    last_change_id: 3,
    accept_alert_minutes: 4,
    auto_reject_minutes: 10,
    pace: { busy: null, pause: null },
    orders: [
      {
        id: 7,
        reference: 'K7Q2MX',
        status: 'confirmed',
        fulfilment: 'collection',
        payment_method: 'cash_on_delivery',
        paid: false,
        payment_state: 'cash_due',
        refunded_cents: null,
        placed_at: NOW.toISOString(),
        scheduled_at: NOW.toISOString(),
        ready_at: NOW.toISOString(),
        contact_name: 'Aoife Ryan',
        contact_phone: '0871234567',
        address: null,
        delivery_address: null,
        order_note: null,
        cancel_reason: null,
        lines: [],
        subtotal_cents: 0,
        delivery_fee_cents: 0,
        discount_cents: 0,
        deposit_cents: 0,
        total_cents: 0,
        vat: [{ rate_basis_points: 900, vat_cents: 0 }],
        change_id: 3,
        version: 0,
        to_pay_cents: 0,
        tip_cents: 0,
        source: 'online',
        allergy: null,
        call_first: null,
      },
    ],
  };

  it('shows each printer switched on with its state, and reprints an order', async () => {
    signIn('staff');
    const log = mockPrinterSite({
      'GET /api/v1/staff/orders': jsonResponse(200, board),
      'GET /api/v1/staff/printers': jsonResponse(200, {
        now: NOW.toISOString(),
        printers: [printer({ state: 'paper_out' }), printer({ id: 5, name: 'Spare', enabled: false })],
      }),
      'POST /api/v1/staff/orders/7/reprint': jsonResponse(200, { printers: 1 }),
    });
    renderApp('/staff');
    const strip = within(await screen.findByRole('region', { name: 'Printers' }));
    expect(strip.getByText('Kitchen')).toBeTruthy();
    expect(strip.getByText('Paper out')).toBeTruthy();
    expect(strip.queryByText('Spare')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Reprint #K7Q2MX' }));
    expect(await screen.findByText('Sent to the printer.')).toBeTruthy();
    expect(callsTo(log, 'POST /api/v1/staff/orders/7/reprint')).toHaveLength(1);
  });
});
