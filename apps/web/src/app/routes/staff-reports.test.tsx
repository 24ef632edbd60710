import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DayReport, dublinDate, reportMessages } from '@tiffin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const text = reportMessages.page;
const DAY = 'GET /api/v1/staff/reports/day';
const VAT = 'GET /api/v1/staff/reports/vat.csv';
const LEDGER = 'GET /api/v1/staff/reports/tips-ledger';
const PAY_OUT = 'POST /api/v1/staff/tips/payouts';
const noPayouts = { taken_cents: 0, refunded_cents: 0, paid_out_cents: 0, held_cents: 0, payouts: [] };
const today = dublinDate(new Date());

const member = (role: 'staff' | 'admin') => ({
  id: role === 'admin' ? 2 : 1,
  name: role === 'admin' ? 'Ravi Shah' : 'Priya Nair',
  email: `${role}@tiffin.test`,
  role,
  disabled: false,
  sign_in_held: null,
  created_at: new Date().toISOString(),
});
const signedInAs = (role: 'staff' | 'admin') =>
  useStaffSession.getState().signIn({ token: 'staff-token', member: member(role) });

const report = (overrides: Partial<DayReport> = {}): DayReport => ({
  date: today,
  orders: 2,
  takings: { card_cents: 4185, cash_cents: 1950, total_cents: 6135 },
  refunds: { count: 1, cents: 1950 },
  net_takings_cents: 4185,
  vat: [
    { rate_basis_points: 900, net_cents: 3399, vat_cents: 306, gross_cents: 3705 },
    { rate_basis_points: 2300, net_cents: 366, vat_cents: 84, gross_cents: 450 },
  ],
  deposits_cents: 30,
  delivery_fees_cents: 0,
  discounts_cents: 245,
  cash_due: { count: 1, cents: 1950 },
  drivers: [],
  tips: { count: 0, taken_cents: 0, refunded_cents: 0, net_cents: 0 },
  ...overrides,
});
const emptyReport = (date: string) =>
  report({
    date,
    orders: 0,
    takings: { card_cents: 0, cash_cents: 0, total_cents: 0 },
    refunds: { count: 0, cents: 0 },
    net_takings_cents: 0,
    vat: [],
    deposits_cents: 0,
    discounts_cents: 0,
    cash_due: { count: 0, cents: 0 },
  });

function mockReportsSite(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    'GET /api/v1/staff/printers': jsonResponse(200, { now: new Date().toISOString(), printers: [] }),
    [LEDGER]: jsonResponse(200, noPayouts),
    [DAY]: (_init, url) => {
      const date = url.searchParams.get('date') ?? '';
      return jsonResponse(200, date === today ? report() : emptyReport(date));
    },
    ...routes,
  });
}

/** Types a day into a date field, as a person replaces what it held. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, day: string) {
  await user.clear(field);
  await user.type(field, day);
}

/** What the browser was asked to save: the link clicked, and the file behind its object URL. */
let saved: { fileName: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  const files = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${files.size}`;
    files.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = files.get(this.href);
    if (blob) saved.push({ fileName: this.download, blob });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/staff/reports', () => {
  it("shows today's day-end report: takings by method, refunds, VAT by rate, deposits and cash due", async () => {
    signedInAs('admin');
    mockReportsSite();
    renderApp('/staff/reports');
    expect(await screen.findByText('€61.35')).toBeTruthy();
    expect(screen.getByText('Card €41.85 · Cash €19.50')).toBeTruthy();
    expect(screen.getByText('1 refund')).toBeTruthy();
    expect(screen.getAllByText('€41.85').length).toBeGreaterThan(0);
    expect(screen.getByText('€0.30')).toBeTruthy();
    expect(screen.getByText(text.cashDue(1, '€19.50'))).toBeTruthy();
    const vat = within(screen.getByRole('table', { name: text.vatHeading }));
    expect(vat.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'RateNetVATGross',
      '9%€33.99€3.06€37.05',
      '23%€3.66€0.84€4.50',
    ]);
    expect((screen.getByLabelText(text.date) as HTMLInputElement).value).toBe(today);
    expect(screen.getByRole('link', { name: reportMessages.nav })).toBeTruthy();
  });

  it('asks again for another day, and says when it had no orders', async () => {
    signedInAs('admin');
    const log = mockReportsSite();
    renderApp('/staff/reports');
    await screen.findByText('€61.35');
    fireEvent.change(screen.getByLabelText(text.date), { target: { value: '2026-11-01' } });
    expect(await screen.findByText(text.empty)).toBeTruthy();
    expect(callsTo(log, DAY).at(-1)?.[0]).toContain('date=2026-11-01');
  });

  it('says when the report could not be loaded, and tries again', async () => {
    signedInAs('admin');
    let fail = true;
    mockReportsSite({
      [DAY]: () => (fail ? errorResponse(500, 'Something went wrong') : jsonResponse(200, report())),
    });
    renderApp('/staff/reports');
    expect(await screen.findByText(text.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByText('€61.35')).toBeTruthy();
  });

  it('downloads the VAT file of the range under the server’s name, in the staff session', async () => {
    const user = userEvent.setup();
    signedInAs('admin');
    const log = mockReportsSite({
      [VAT]: (_init, url) =>
        new Response('\uFEFFDate,VAT rate %,Net,VAT,Gross\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="vat-${url.searchParams.get('from')}-to-${url.searchParams.get('to')}.csv"`,
          },
        }),
    });
    renderApp('/staff/reports');
    await typeDate(user, await screen.findByLabelText(text.from), '2026-11-01');
    await typeDate(user, screen.getByLabelText(text.to), '2026-11-30');
    await user.click(screen.getByRole('button', { name: text.downloadVat }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('vat-2026-11-01-to-2026-11-30.csv');
    expect(await saved[0]?.blob.text()).toContain('Date,VAT rate %,Net,VAT,Gross');
    const [url, request] = callsTo(log, VAT)[0] ?? [];
    expect(url).toContain('from=2026-11-01&to=2026-11-30');
    expect(request?.headers.get('authorization')).toBe('Bearer staff-token');
  });

  it('checks the range with core’s schema when a file is asked for: an end before the start, or over 366 days, is refused at its field and nothing is asked', async () => {
    const user = userEvent.setup();
    signedInAs('admin');
    const log = mockReportsSite({
      'GET /api/v1/staff/reports/orders.csv': errorResponse(429, 'Too many requests, try again later'),
    });
    renderApp('/staff/reports');
    const to = () => screen.getByLabelText(text.to);
    await typeDate(user, await screen.findByLabelText(text.from), '2026-11-30');
    await typeDate(user, to(), '2026-11-01');
    await user.click(screen.getByRole('button', { name: text.downloadRefunds }));
    expect(await screen.findByText('The end must be on or after the start')).toBeTruthy();
    expect(to().getAttribute('aria-invalid')).toBe('true');

    await typeDate(user, to(), '2027-12-01');
    await user.click(screen.getByRole('button', { name: text.downloadVat }));
    expect(await screen.findByText('At most 366 days, both days included')).toBeTruthy();
    expect(callsTo(log, 'GET /api/v1/staff/reports/refunds.csv')).toHaveLength(0);
    expect(callsTo(log, VAT)).toHaveLength(0);

    // A range the schema passes goes to the server, whose refusal is shown.
    await typeDate(user, to(), '2026-12-01');
    await user.click(screen.getByRole('button', { name: text.downloadOrders }));
    expect(await screen.findByText('Too many requests, try again later')).toBeTruthy();
    expect(screen.queryByText('The end must be on or after the start')).toBeNull();
    expect(saved).toHaveLength(0);
  });

  it('is for admins only, and not in a cook’s navigation', async () => {
    signedInAs('staff');
    mockReportsSite();
    renderApp('/staff/reports');
    expect(await screen.findByText('Only admins see this page.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: reportMessages.nav })).toBeNull();
  });

  it('records a payout of tips to the staff in euros, checked by the server’s schema, and shows the ledger after it', async () => {
    const user = userEvent.setup();
    signedInAs('admin');
    const payout = {
      id: 1,
      paid_on: today,
      amount_cents: 1250,
      note: 'By hours worked, kitchen and floor',
      recorded_by: 'Ravi Shah',
      recorded_at: new Date().toISOString(),
    };
    let recorded = false;
    const log = mockReportsSite({
      [LEDGER]: () =>
        jsonResponse(
          200,
          recorded
            ? {
                taken_cents: 4000,
                refunded_cents: 0,
                paid_out_cents: 1250,
                held_cents: 2750,
                payouts: [payout],
              }
            : { ...noPayouts, taken_cents: 4000, held_cents: 4000 },
        ),
      [PAY_OUT]: () => {
        recorded = true;
        return jsonResponse(201, payout);
      },
    });
    renderApp('/staff/reports');
    const ledger = await screen.findByRole('region', { name: 'Tips paid out to the staff' });
    expect(await within(ledger).findByText('No payout recorded yet.')).toBeTruthy();
    const held = () => within(ledger).getByText('Still held for the staff').nextSibling?.textContent;
    expect(held()).toBe('€40.00');

    const form = within(within(ledger).getByRole('form', { name: 'Record a payout' }));
    await user.click(form.getByRole('button', { name: 'Record the payout' }));
    expect(await form.findByText('An amount in euro, more than €0.00 and at most €50,000.00')).toBeTruthy();
    expect(callsTo(log, PAY_OUT)).toHaveLength(0);

    await user.type(form.getByLabelText('Amount (€)'), '12.50');
    await user.type(
      form.getByLabelText('How it was shared and with whom'),
      'By hours worked, kitchen and floor',
    );
    await user.click(form.getByRole('button', { name: 'Record the payout' }));
    expect(await form.findByText('The payout is recorded.')).toBeTruthy();
    const [, request] = callsTo(log, PAY_OUT)[0] ?? [];
    expect(JSON.parse(String(request?.body))).toEqual({
      paid_on: today,
      amount_cents: 1250,
      note: 'By hours worked, kitchen and floor',
    });
    await waitFor(() => expect(held()).toBe('€27.50'));
    expect(within(ledger).getByText('recorded by Ravi Shah')).toBeTruthy();
  });
});
