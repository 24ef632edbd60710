import { fireEvent, screen, within } from '@testing-library/react';
import {
  dublinDate,
  dublinInstant,
  type KitchenPace,
  type OrderBoardResponse,
  paceTimeLabel,
} from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const NOW = new Date();
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const OFF: KitchenPace = { busy: null, pause: null };

const board = (pace: KitchenPace = OFF): OrderBoardResponse => ({
  now: NOW.toISOString(),
  last_change_id: 3,
  accept_alert_minutes: 4,
  auto_reject_minutes: 10,
  pace,
  orders: [],
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

/** An event stream that stays open with nothing to say. */
const quietStream = () =>
  new Response(new ReadableStream({ start: () => undefined }), {
    headers: { 'content-type': 'text/event-stream' },
  });

function mockBoard(pace: KitchenPace, routes: Parameters<typeof mockApi>[0] = {}) {
  useStaffSession.getState().signIn({ token: 'staff-token', member });
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders/stream': () => quietStream(),
    'GET /api/v1/staff/printers': jsonResponse(200, { now: NOW.toISOString(), printers: [] }),
    'GET /api/v1/staff/orders': jsonResponse(200, board(pace)),
    ...routes,
  });
}

const sentBody = (log: ReturnType<typeof mockApi>, route: string) => {
  const [, sent] = callsTo(log, route)[0] ?? [];
  return JSON.parse(sent?.body ?? 'null');
};
const label = (iso: string) => paceTimeLabel(new Date(iso), NOW);

describe('the board’s busy mode', () => {
  it('one tap for the minutes and one for the period starts it; the board says until when, and End now ends it', async () => {
    const until = inMinutes(90);
    const log = mockBoard(OFF, {
      'PUT /api/v1/staff/busy': jsonResponse(200, { busy: { extra_minutes: 30, until }, pause: null }),
      'DELETE /api/v1/staff/busy': jsonResponse(200, OFF),
    });
    renderApp('/staff');
    fireEvent.click(await screen.findByText('Busy mode'));
    const form = within(screen.getByRole('form', { name: 'Busy mode' }));
    expect((form.getByRole('radio', { name: '+20 min' }) as HTMLInputElement).checked).toBe(true);
    expect((form.getByRole('radio', { name: '1 hour' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(form.getByRole('radio', { name: '+30 min' }));
    fireEvent.click(form.getByRole('radio', { name: 'Until closing' }));
    fireEvent.click(form.getByRole('button', { name: 'Start busy mode' }));

    expect(await screen.findByText(`Busy: +30 min until ${label(until)}`)).toBeTruthy();
    expect(sentBody(log, 'PUT /api/v1/staff/busy')).toEqual({ extra_minutes: 30, for_minutes: null });

    fireEvent.click(screen.getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('Busy mode')).toBeTruthy();
    expect(screen.queryByText(/^Busy: /)).toBeNull();
    expect(callsTo(log, 'DELETE /api/v1/staff/busy')).toHaveLength(1);
  });

  it('shows the server’s refusal', async () => {
    mockBoard(OFF, {
      'PUT /api/v1/staff/busy': errorResponse(
        400,
        'The restaurant closes no more today: choose 30, 60 or 90 minutes',
        'for_minutes',
      ),
    });
    renderApp('/staff');
    fireEvent.click(await screen.findByText('Busy mode'));
    fireEvent.click(screen.getByRole('radio', { name: 'Until closing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start busy mode' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The restaurant closes no more today: choose 30, 60 or 90 minutes',
    );
  });
});

describe('the board’s pause of online ordering', () => {
  it('for an hour: until now + 60 minutes by the server’s clock; Resume ordering ends it', async () => {
    const until = inMinutes(60);
    const log = mockBoard(OFF, {
      'PUT /api/v1/staff/pause': jsonResponse(200, { busy: null, pause: { until } }),
      'DELETE /api/v1/staff/pause': jsonResponse(200, OFF),
    });
    renderApp('/staff');
    fireEvent.click(await screen.findByText('Pause ordering', { selector: 'summary' }));
    const form = within(screen.getByRole('form', { name: 'Pause ordering' }));
    fireEvent.click(form.getByRole('radio', { name: '1 hour' }));
    fireEvent.click(form.getByRole('button', { name: 'Pause ordering' }));

    expect(await screen.findByText(`Ordering paused until ${label(until)}`)).toBeTruthy();
    const sent = Date.parse(sentBody(log, 'PUT /api/v1/staff/pause').until);
    expect(Math.abs(sent - Date.parse(until))).toBeLessThan(10_000);

    fireEvent.click(screen.getByRole('button', { name: 'Resume ordering' }));
    expect(await screen.findByText('Pause ordering', { selector: 'summary' })).toBeTruthy();
    expect(callsTo(log, 'DELETE /api/v1/staff/pause')).toHaveLength(1);
  });

  it('until a time typed, today in Dublin; or until resumed', async () => {
    const log = mockBoard(OFF, {
      'PUT /api/v1/staff/pause': jsonResponse(200, { busy: null, pause: { until: null } }),
    });
    renderApp('/staff');
    fireEvent.click(await screen.findByText('Pause ordering', { selector: 'summary' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Until a time' }));
    fireEvent.change(screen.getByLabelText('Resume at (today, Dublin time)'), { target: { value: '21:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause ordering' }));
    expect(await screen.findByText('Ordering paused until you resume it')).toBeTruthy();
    expect(sentBody(log, 'PUT /api/v1/staff/pause')).toEqual({
      until: dublinInstant(dublinDate(NOW), '21:15').toISOString(),
    });
  });

  it('a board that opens paused and busy says both, with their ends', async () => {
    const pace = { busy: { extra_minutes: 10, until: inMinutes(30) }, pause: { until: inMinutes(45) } };
    mockBoard(pace);
    renderApp('/staff');
    expect(await screen.findByText(`Busy: +10 min until ${label(pace.busy.until)}`)).toBeTruthy();
    expect(screen.getByText(`Ordering paused until ${label(pace.pause.until)}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume ordering' })).toBeTruthy();
  });
});
