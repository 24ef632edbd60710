import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildRestaurant } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/**
 * The staff's reads are checked with core's answer schemas as they arrive (decision 062): an
 * answer of the wrong shape is the page's error state, with its retry, not a crash further in.
 */

const member = {
  id: 1,
  name: 'Priya Nair',
  email: 'priya@tiffin.test',
  role: 'staff' as const,
  disabled: false,
  sign_in_held: null,
  created_at: new Date().toISOString(),
};

const quietStream = () =>
  new Response(new ReadableStream({ start: () => undefined }), {
    headers: { 'content-type': 'text/event-stream' },
  });

const emptyBoard = () =>
  jsonResponse(200, {
    now: new Date().toISOString(),
    last_change_id: 0,
    accept_alert_minutes: 4,
    auto_reject_minutes: 10,
    pace: { busy: null, pause: null },
    orders: [],
  });

describe('a staff answer of the wrong shape', () => {
  it('is the page’s error, and its retry shows the answer once it is right', async () => {
    const menu = {
      categories: [
        { id: 1, name: 'Starters', visible: true, portions_exempt: false, schedule: [], dishes: [] },
      ],
    };
    let answer: unknown = { categories: [{ id: '1', name: 'Starters' }] };
    const log = mockApi({
      'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
      'GET /api/v1/staff/orders': emptyBoard,
      'GET /api/v1/staff/orders/stream': quietStream,
      'GET /api/v1/staff/printers': jsonResponse(200, { printers: [] }),
      'GET /api/v1/staff/menu': () => jsonResponse(200, answer),
    });
    useStaffSession.getState().signIn({ token: 'staff-token', member });
    renderApp('/staff/menu');

    expect(await screen.findByText('The menu could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('Starters')).toBeNull();

    answer = menu;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Starters')).toBeTruthy();
    expect(screen.queryByText('The menu could not be loaded.')).toBeNull();
    expect(callsTo(log, 'GET /api/v1/staff/menu').length).toBeGreaterThanOrEqual(2);
  });
});
