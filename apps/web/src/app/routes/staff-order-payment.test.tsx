import { screen, within } from '@testing-library/react';
import type { BoardOrder } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildBoardOrder, buildRestaurant } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/*
 * Payment told truly on the staff side (issue 29): the board's card and the kitchen ticket say what
 * the server says of the payment, so a driver never collects a card order twice, and the ticket
 * prints each dish name at least as large as its option lines.
 */

const NOW = new Date();

const signedInAsStaff = () =>
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

const quietStream = () =>
  new Response(new ReadableStream({ start: () => undefined }), {
    headers: { 'content-type': 'text/event-stream' },
  });

function mockStaffSite(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () => quietStream(),
    'GET /api/v1/staff/printers': jsonResponse(200, { now: NOW.toISOString(), printers: [] }),
    ...routes,
  });
}

const at = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000).toISOString();

/** An order of today, with a dish and its options. */
const order = (overrides: Partial<BoardOrder>) =>
  buildBoardOrder({
    placed_at: at(-30),
    scheduled_at: at(30),
    total_cents: 4608,
    lines: [
      {
        quantity: 2,
        name: 'Lamb Rogan Josh',
        options: [{ variation: 'Spice', label: 'Hot' }],
        note: 'No coriander',
        allergens: [],
        line_total_cents: 4608,
      },
    ],
    ...overrides,
  });

const refundedCard = order({
  id: 8,
  reference: 'RFND08',
  status: 'refunded',
  payment_method: 'digital_payment',
  paid: false,
  payment_state: 'card_refunded',
  refunded_cents: 4608,
  cancel_reason: 'The tandoor broke down.',
});
const collectedCash = order({ id: 9, reference: 'CASH09', status: 'delivered', payment_state: 'cash_paid' });
const canceledCash = order({
  id: 10,
  reference: 'CNCL10',
  status: 'canceled',
  payment_state: 'nothing_due',
  cancel_reason: 'We are out of onions.',
});
const paidCard = order({
  id: 11,
  reference: 'CARD11',
  status: 'confirmed',
  payment_method: 'digital_payment',
  paid: true,
  payment_state: 'card_paid',
});

const cardOf = async (reference: string) =>
  within(await screen.findByRole('article', { name: `#${reference}` }));

describe('the board card', () => {
  it('says paid by card, refunded with the amount and timing, paid in cash or nothing due: never cash due for those', async () => {
    signedInAsStaff();
    mockStaffSite({
      'GET /api/v1/staff/orders': jsonResponse(200, {
        now: NOW.toISOString(),
        last_change_id: 3,
        accept_alert_minutes: 4,
        auto_reject_minutes: 10,
        pace: { busy: null, pause: null },
        orders: [refundedCard, collectedCash, canceledCash, paidCard],
      }),
    });
    renderApp('/staff');
    const refunded = await cardOf('RFND08');
    expect(refunded.getByText('Refunded €46.08 (5-10 business days)')).toBeTruthy();
    expect(refunded.getByText('Reason: The tandoor broke down.')).toBeTruthy();
    expect((await cardOf('CASH09')).getByText('Paid in cash')).toBeTruthy();
    expect((await cardOf('CNCL10')).getByText('Nothing due')).toBeTruthy();
    expect((await cardOf('CARD11')).getByText('Paid by card')).toBeTruthy();
    expect(screen.queryByText(/Cash due/)).toBeNull();
  });

  it("says a cash order's amount due once, not again as its total", async () => {
    signedInAsStaff();
    const dueCash = order({
      id: 12,
      reference: 'DUE12',
      status: 'confirmed',
      payment_state: 'cash_due',
      total_cents: 1950,
    });
    mockStaffSite({
      'GET /api/v1/staff/orders': jsonResponse(200, {
        now: NOW.toISOString(),
        last_change_id: 3,
        accept_alert_minutes: 4,
        auto_reject_minutes: 10,
        pace: { busy: null, pause: null },
        orders: [dueCash, paidCard],
      }),
    });
    renderApp('/staff');
    const due = await cardOf('DUE12');
    expect(due.getByText('Cash due €19.50')).toBeTruthy();
    expect(due.queryAllByText(/€19\.50/)).toHaveLength(1);
    // A card order's words carry no amount: its total is still shown beside them.
    const paid = await cardOf('CARD11');
    expect(paid.getByText('Paid by card')).toBeTruthy();
    expect(paid.getByText(/^€\d+\.\d\d$/)).toBeTruthy();
  });
});

/** The font size an element is drawn at, from its own or its nearest ancestor's Tailwind size class. */
function fontSizePx(element: Element | null): number {
  const named: Record<string, number> = { 'text-xs': 12, 'text-sm': 14, 'text-base': 16, 'text-lg': 18 };
  for (let at = element; at; at = at.parentElement) {
    for (const name of at.classList) {
      const explicit = /^text-\[(\d+(?:\.\d+)?)px\]$/.exec(name);
      if (explicit?.[1]) return Number(explicit[1]);
      if (named[name]) return named[name];
    }
  }
  return 16;
}

describe('the kitchen ticket', () => {
  it('gives each line its allergens as sold, in bold, and the order’s below (issue 31)', async () => {
    signedInAsStaff();
    mockStaffSite({
      'GET /api/v1/staff/orders/:orderId': jsonResponse(
        200,
        order({
          id: 14,
          reference: 'KRMA14',
          lines: [
            {
              quantity: 1,
              name: 'Chicken Korma',
              options: [{ variation: 'Protein', label: 'King prawn' }],
              note: null,
              allergens: ['crustaceans', 'milk', 'tree_nuts'],
              line_total_cents: 1745,
            },
          ],
        }),
      ),
    });
    renderApp('/staff/orders/14/ticket');
    const line = await screen.findByText('Allergens: Crustaceans, Milk, Tree nuts');
    expect(line.className).toContain('font-bold');
    expect(screen.getByText('Crustaceans, Milk, Tree nuts').tagName).toBe('STRONG');
  });

  it('a refunded card order says the amount refunded and when, not cash due', async () => {
    signedInAsStaff();
    mockStaffSite({ 'GET /api/v1/staff/orders/:orderId': jsonResponse(200, refundedCard) });
    renderApp('/staff/orders/8/ticket');
    expect(await screen.findByText('Refunded €46.08 (5-10 business days)')).toBeTruthy();
    expect(screen.queryByText(/cash due/i)).toBeNull();
  });

  it('a cash order says cash due until handed over, then paid in cash; a card order paid by card', async () => {
    signedInAsStaff();
    mockStaffSite({
      'GET /api/v1/staff/orders/:orderId': (_sent, url) =>
        jsonResponse(
          200,
          url.pathname.endsWith('/9')
            ? collectedCash
            : url.pathname.endsWith('/11')
              ? paidCard
              : order({ id: 12, status: 'processing' }),
        ),
    });
    const due = renderApp('/staff/orders/12/ticket');
    expect(await screen.findByText('Cash due €46.08')).toBeTruthy();
    due.unmount();
    const collected = renderApp('/staff/orders/9/ticket');
    expect(await screen.findByText('Paid in cash')).toBeTruthy();
    collected.unmount();
    renderApp('/staff/orders/11/ticket');
    expect(await screen.findByText('Paid by card')).toBeTruthy();
  });

  it('prints each dish name bold and at least as large as its option and note lines', async () => {
    signedInAsStaff();
    mockStaffSite({ 'GET /api/v1/staff/orders/:orderId': jsonResponse(200, paidCard) });
    renderApp('/staff/orders/11/ticket');
    const dish = await screen.findByText('2 × Lamb Rogan Josh');
    const option = screen.getByText('Spice: Hot');
    const note = screen.getByText(/No coriander/);
    expect(dish.className).toContain('font-bold');
    expect(fontSizePx(dish)).toBeGreaterThanOrEqual(fontSizePx(option));
    expect(fontSizePx(dish)).toBeGreaterThanOrEqual(fontSizePx(note));
  });
});
