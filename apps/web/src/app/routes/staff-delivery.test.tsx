import { screen, within } from '@testing-library/react';
import { type BoardOrder, ERASED_ORDER_CONTACT, type OrderBoardResponse } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildBoardOrder, buildRestaurant } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Issue 29: the board card and the kitchen ticket give the driver the whole address.

const NOW = new Date();
const MAP_URL = 'https://www.google.com/maps/dir/?api=1&destination=52.5159336%2C-7.8890741';

const delivery = (): BoardOrder =>
  buildBoardOrder({
    id: 7,
    reference: 'K7Q2MX',
    fulfilment: 'delivery',
    placed_at: NOW.toISOString(),
    scheduled_at: new Date(NOW.getTime() + 45 * 60_000).toISOString(),
    contact_phone: '0871234567',
    address: '12, Floor 2, Main Street, Near Cashel, Co. Tipperary, E25 X9T4',
    delivery_address: {
      address: 'Near Cashel, Co. Tipperary',
      house: '12',
      floor: '2',
      road: 'Main Street',
      eircode: 'E25 X9T4',
      latitude: 52.5159336,
      longitude: -7.8890741,
      map_url: MAP_URL,
    },
  });

const board = (orders: BoardOrder[]): OrderBoardResponse => ({
  now: NOW.toISOString(),
  last_change_id: 1,
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

/** What the driver reads, wherever it is shown: the parts, the Eircode in bold, the phone, directions. */
function expectDriverDetails(where: ReturnType<typeof within>) {
  expect(where.getByText('12, Floor 2')).toBeTruthy();
  expect(where.getByText('Main Street')).toBeTruthy();
  expect(where.getByText('Near Cashel, Co. Tipperary')).toBeTruthy();
  expect(where.getByText('E25 X9T4').tagName).toBe('STRONG');
  expect(where.getByText('0871234567')).toBeTruthy();
  const directions = where.getByRole('link', { name: 'Directions for order #K7Q2MX' });
  expect(directions.getAttribute('href')).toBe(MAP_URL);
  expect(directions.getAttribute('target')).toBe('_blank');
}

describe('a delivery, for the driver', () => {
  it('the board card shows the house, floor, road, place, Eircode, phone and a map link', async () => {
    staffSite({ 'GET /api/v1/staff/orders': jsonResponse(200, board([delivery()])) });
    renderApp('/staff');
    const card = within(await screen.findByRole('article', { name: '#K7Q2MX' }));
    expectDriverDetails(card);
  });

  it('the kitchen ticket shows them too, with the coordinates for the paper', async () => {
    staffSite({ 'GET /api/v1/staff/orders/7': jsonResponse(200, delivery()) });
    renderApp('/staff/orders/7/ticket');
    const ticket = within(await screen.findByRole('article'));
    await ticket.findByText('12, Floor 2');
    expectDriverDetails(ticket);
    expect(ticket.getByText('GPS: 52.51593, -7.88907')).toBeTruthy();
  });

  it('an order with no parts still shows its one line, and a collection no address', async () => {
    const old = { ...delivery(), delivery_address: null, address: 'Near Cashel, Co. Tipperary' };
    const collection = buildBoardOrder({ id: 8, reference: 'COLL88', placed_at: NOW.toISOString() });
    staffSite({ 'GET /api/v1/staff/orders': jsonResponse(200, board([old, collection])) });
    renderApp('/staff');
    const card = within(await screen.findByRole('article', { name: '#K7Q2MX' }));
    expect(card.getByText('Near Cashel, Co. Tipperary')).toBeTruthy();
    const collected = within(await screen.findByRole('article', { name: '#COLL88' }));
    expect(collected.queryByRole('link', { name: /Directions/ })).toBeNull();
  });

  it('an order of a deleted account shows it as such, with no phone, address parts or directions (issue 32)', async () => {
    const erased = {
      ...delivery(),
      contact_name: ERASED_ORDER_CONTACT.name,
      contact_phone: ERASED_ORDER_CONTACT.phone,
      address: ERASED_ORDER_CONTACT.address,
      delivery_address: {
        address: ERASED_ORDER_CONTACT.address,
        house: null,
        floor: null,
        road: null,
        eircode: null,
        latitude: 0,
        longitude: 0,
        map_url: null,
      },
    };
    staffSite({ 'GET /api/v1/staff/orders': jsonResponse(200, board([erased])) });
    renderApp('/staff');
    const card = within(await screen.findByRole('article', { name: '#K7Q2MX' }));
    expect(card.getByText('Deleted customer')).toBeTruthy();
    expect(card.getByText('Address removed')).toBeTruthy();
    expect(card.queryByText(/·/)).toBeNull();
    expect(
      card.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('tel:')),
    ).toEqual([]);
    expect(card.queryByRole('link', { name: /Directions/ })).toBeNull();
  });
});
