import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildBoardOrder, buildRestaurant } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Issue 32: the kitchen ticket on screen shows the deposit on cans and bottles as its own line.

const NOW = new Date();

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

describe('the kitchen ticket’s deposit', () => {
  it('is a line of its own before the total when the order has cans', async () => {
    const withCans = buildBoardOrder({
      id: 7,
      reference: 'K7Q2MX',
      placed_at: NOW.toISOString(),
      subtotal_cents: 2050,
      deposit_cents: 30,
      total_cents: 2080,
    });
    staffSite({ 'GET /api/v1/staff/orders/7': jsonResponse(200, withCans) });
    renderApp('/staff/orders/7/ticket');
    const ticket = within(await screen.findByRole('article'));
    expect((await ticket.findByText('Deposit (Re-turn)')).nextElementSibling?.textContent).toBe('€0.30');
    expect(ticket.getByText('€20.80')).toBeTruthy();
  });
});
