import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderBoardResponse } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildBoardOrder, buildRestaurant } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Decision 076: an order the guard flagged says "Call before cooking" and why, on the board's card
// and on the ticket page; an order nobody flagged says nothing of it.

const NOW = new Date();
const flagged = buildBoardOrder({
  id: 7,
  reference: 'K7Q2MX',
  placed_at: NOW.toISOString(),
  call_first: { reason: 'Gave a false address twice' },
});
const plain = buildBoardOrder({ id: 8, reference: 'P8L4NX', placed_at: NOW.toISOString() });

const board = (orders: OrderBoardResponse['orders']): OrderBoardResponse => ({
  now: NOW.toISOString(),
  last_change_id: 3,
  accept_alert_minutes: 4,
  auto_reject_minutes: 10,
  pace: { busy: null, pause: null },
  orders,
});

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
  mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    'GET /api/v1/staff/printers': jsonResponse(200, { now: NOW.toISOString(), printers: [] }),
    ...routes,
  });
}

describe('a flagged order', () => {
  it('shows "Call before cooking" and the reason in bold on its board card, not on another', async () => {
    staffSite({ 'GET /api/v1/staff/orders': jsonResponse(200, board([flagged, plain])) });
    renderApp('/staff');
    const card = within(await screen.findByRole('article', { name: '#K7Q2MX' }));
    const warning = card.getByText('Call before cooking').closest('p');
    expect(warning?.className).toContain('font-bold');
    expect(warning?.textContent).toContain('Reason: Gave a false address twice');
    // The number to call is on the same card.
    expect(card.getByRole('link', { name: '0871234567' }).getAttribute('href')).toBe('tel:0871234567');
    const other = within(screen.getByRole('article', { name: '#P8L4NX' }));
    expect(other.queryByText('Call before cooking')).toBeNull();
  });

  it('is printed from the ticket page with the warning above what to cook', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    staffSite({ 'GET /api/v1/staff/orders/7': jsonResponse(200, flagged) });
    renderApp('/staff/orders/7/ticket');
    const ticket = within(await screen.findByRole('article'));
    expect(ticket.getByText('Call before cooking')).toBeTruthy();
    expect(ticket.getByText('Reason: Gave a false address twice')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
