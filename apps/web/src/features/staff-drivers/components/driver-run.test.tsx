import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverRun, DriverStop } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { bodyOf } from '@/testing/auth';
import { buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// The driver's own run (issue 50): the stops move earlier or later, the first never earlier and the
// last never later; the server's order is shown once it answers, and its refusal in its own words.

const NOW = new Date().toISOString();
const MOVE = 'POST /api/v1/staff/deliveries/:deliveryId/move';
const MOVE_FIRST = 'POST /api/v1/staff/deliveries/1/move';

const stop = (deliveryId: number, reference: string, name: string): DriverStop => ({
  delivery_id: deliveryId,
  order_id: deliveryId + 100,
  reference,
  state: 'assigned',
  order_status: 'processing',
  name,
  phone: '0871234567',
  tel_url: 'tel:0871234567',
  address: {
    address: 'Main Street, Cashel, Co. Tipperary',
    house: '4',
    floor: null,
    road: 'Main Street',
    eircode: 'E25 X9T4',
    latitude: 52.516,
    longitude: -7.885,
    map_url: null,
  },
  note: null,
  payment_method: 'cash_on_delivery',
  cash_to_collect_cents: 2475,
  picked_up_at: null,
});
const first = stop(1, 'AAA111', 'Aoife Ryan');
const second = stop(2, 'BBB222', 'Brian Walsh');
const runOf = (stops: DriverStop[]): DriverRun => ({
  driver: { id: 1, name: 'Seán Ó Briain', first_name: 'Seán' },
  stops,
  finished: [],
  expected_cents: 0,
  last_cash_up: null,
});

function driverSite(routes: Parameters<typeof mockApi>[0]) {
  useStaffSession.getState().signIn({
    token: 'staff-token',
    member: {
      id: 1,
      name: 'Seán Ó Briain',
      email: 'sean@tiffin.test',
      role: 'staff',
      disabled: false,
      sign_in_held: null,
      created_at: NOW,
    },
  });
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    'GET /api/v1/staff/run': jsonResponse(200, runOf([first, second])),
    ...routes,
  });
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the driver’s run', () => {
  it('moves a stop later: the run comes back in its new order, the ends cannot move further', async () => {
    const user = userEvent.setup();
    const log = driverSite({ [MOVE]: jsonResponse(200, runOf([second, first])) });
    renderApp('/staff/run');
    const firstStop = within(await screen.findByRole('article', { name: '1. Order #AAA111' }));
    expect(
      (firstStop.getByRole('button', { name: 'Move order #AAA111 earlier in the run' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    const lastStop = within(screen.getByRole('article', { name: '2. Order #BBB222' }));
    expect(
      (lastStop.getByRole('button', { name: 'Move order #BBB222 later in the run' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await user.click(firstStop.getByRole('button', { name: 'Move order #AAA111 later in the run' }));
    expect(await screen.findByRole('article', { name: '1. Order #BBB222' })).toBeTruthy();
    expect(headings()).toEqual(['1. Order #BBB222', '2. Order #AAA111']);
    const sent = callsTo(log, MOVE_FIRST);
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent[0]?.[1])).toEqual({ direction: 'later' });
  });

  it('says why a move was refused, the run as it was', async () => {
    const user = userEvent.setup();
    driverSite({ [MOVE]: errorResponse(409, 'Order #BBB222 is delivered now', 'delivery') });
    renderApp('/staff/run');
    await screen.findByRole('article', { name: '2. Order #BBB222' });
    await user.click(screen.getByRole('button', { name: 'Move order #BBB222 earlier in the run' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Order #BBB222 is delivered now');
    expect(headings()).toEqual(['1. Order #AAA111', '2. Order #BBB222']);
  });

  it('offers no moves for a run of one stop', async () => {
    driverSite({ 'GET /api/v1/staff/run': jsonResponse(200, runOf([first])) });
    renderApp('/staff/run');
    await screen.findByRole('article', { name: '1. Order #AAA111' });
    expect(screen.queryByRole('button', { name: /^Move order/ })).toBeNull();
  });
});
