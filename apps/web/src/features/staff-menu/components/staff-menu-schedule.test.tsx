import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffMenuResponse } from '@tiffin/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildRestaurant } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Issue 33 (decision 050): "Sold out for today" beside the 86, on a dish and an option; and, for
// admins, when a dish or a category is offered: weekday checkboxes with one from/to range.
const member = {
  id: 1,
  name: 'Priya Nair',
  email: 'priya@tiffin.test',
  role: 'staff' as const,
  disabled: false,
  sign_in_held: null,
  created_at: new Date().toISOString(),
};

const dish = (overrides: Partial<StaffMenuResponse['categories'][number]['dishes'][number]> = {}) => ({
  id: 5,
  category_id: 1,
  name: 'Onion Bhaji',
  description: 'Crisp onion fritters.',
  price_cents: 595,
  vegetarian: true,
  allergens: [],
  vat_class: 'food' as const,
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
      allergens: [],
      sold_out_until: null,
    },
  ],
  ...overrides,
});

const menuWith = (onionBhaji: ReturnType<typeof dish>): StaffMenuResponse => ({
  categories: [
    { id: 1, name: 'Starters', visible: true, portions_exempt: false, schedule: [], dishes: [onionBhaji] },
  ],
});

function mockStaffMenu(menu: StaffMenuResponse, answer: StaffMenuResponse = menu) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    'GET /api/v1/staff/printers': jsonResponse(200, { now: new Date().toISOString(), printers: [] }),
    'GET /api/v1/staff/menu': jsonResponse(200, menu),
    'PUT /api/v1/staff/menu/dishes/5/sold-out-today': jsonResponse(200, answer),
    'PUT /api/v1/staff/menu/options/11/sold-out-today': jsonResponse(200, answer),
    'PUT /api/v1/staff/menu/dishes/5/schedule': jsonResponse(200, answer),
    'PUT /api/v1/staff/menu/categories/1/schedule': jsonResponse(200, answer),
  });
}

const sent = (log: ReturnType<typeof mockApi>, call: string) =>
  JSON.parse(callsTo(log, call)[0]?.[1]?.body?.toString() ?? 'null');

describe('/staff/menu, schedules and sold out for today', () => {
  beforeEach(() => {
    useStaffSession.getState().signIn({ token: 'staff-token', member });
  });

  it('a cook marks a dish sold out for today beside the 86, and sees until when, with Back on now', async () => {
    const until = new Date(Date.now() + 20 * 3_600_000).toISOString();
    const log = mockStaffMenu(menuWith(dish()), menuWith(dish({ sold_out_until: until })));
    renderApp('/staff/menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Sold out for today: Onion Bhaji' }));
    await waitFor(() =>
      expect(callsTo(log, 'PUT /api/v1/staff/menu/dishes/5/sold-out-today')).toHaveLength(1),
    );
    expect(sent(log, 'PUT /api/v1/staff/menu/dishes/5/sold-out-today')).toEqual({ sold_out: true });
    expect(await screen.findByText(/^Sold out until /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back on now: Onion Bhaji' })).toBeTruthy();
    // The 86 is still there beside it.
    expect(screen.getByRole('button', { name: '86 Onion Bhaji' })).toBeTruthy();
    // A cook does not set the times.
    expect(screen.queryByText(/^Offered:/)).toBeNull();
  });

  it('an option is marked sold out for today from its row', async () => {
    const log = mockStaffMenu(menuWith(dish()));
    renderApp('/staff/menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Sold out for today: Mint raita' }));
    await waitFor(() =>
      expect(sent(log, 'PUT /api/v1/staff/menu/options/11/sold-out-today')).toEqual({ sold_out: true }),
    );
  });

  it('an admin offers a dish Monday to Friday 12:00-15:00, the times checked before sending', async () => {
    useStaffSession.getState().signIn({ token: 'staff-token', member: { ...member, role: 'admin' } });
    const log = mockStaffMenu(menuWith(dish()));
    renderApp('/staff/menu');
    const form = within(await screen.findByRole('form', { name: 'Offered: Onion Bhaji' }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      fireEvent.click(form.getByRole('checkbox', { name: day }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: '15:00' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '12:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Save times' }));
    expect(await form.findByText('The end comes after the start')).toBeTruthy();
    expect(callsTo(log, 'PUT /api/v1/staff/menu/dishes/5/schedule')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('From'), { target: { value: '12:00' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '15:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Save times' }));
    await waitFor(() => expect(callsTo(log, 'PUT /api/v1/staff/menu/dishes/5/schedule')).toHaveLength(1));
    expect(sent(log, 'PUT /api/v1/staff/menu/dishes/5/schedule')).toEqual({
      windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '12:00', to: '15:00' })),
    });
  });

  it('shows a dish’s times in its summary', async () => {
    useStaffSession.getState().signIn({ token: 'staff-token', member: { ...member, role: 'admin' } });
    const schedule = [6, 7].map((weekday) => ({ weekday, from: '12:00', to: '21:00' }));
    mockStaffMenu(menuWith(dish({ schedule })));
    renderApp('/staff/menu');
    expect(await screen.findByText('Offered: Sat, Sun 12:00–21:00')).toBeTruthy();
  });
});
