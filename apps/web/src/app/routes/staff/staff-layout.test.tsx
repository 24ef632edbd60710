import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BoardOrder, OrderBoardResponse } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSoundPreference } from '@/features/staff-board/stores/sound-preference';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { buildBoardOrder, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/**
 * The staff layout's watch (issue 28): new orders announced on whichever staff page is open, the
 * server's `resync`, and the sound remembered on but held back by the browser. The clock, the
 * link's state and the amber warning are shown end to end (e2e/tests/staff-alerts.desktop.spec.ts).
 */

const NOW = new Date();
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const board = (orders: BoardOrder[], lastChangeId = 3): OrderBoardResponse => ({
  now: NOW.toISOString(),
  last_change_id: lastChangeId,
  accept_alert_minutes: 4,
  auto_reject_minutes: 10,
  pace: { busy: null, pause: null },
  orders,
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

/** The board's stream, whose events the test writes. */
function liveStream() {
  const encoder = new TextEncoder();
  const writers: ReadableStreamDefaultController<Uint8Array>[] = [];
  return {
    answer: () =>
      new Response(new ReadableStream<Uint8Array>({ start: (controller) => void writers.push(controller) }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    send: (type: string, data: unknown, id?: number) =>
      writers
        .at(-1)
        ?.enqueue(
          encoder.encode(
            `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`,
          ),
        ),
  };
}

function staffSite(boardAnswers: () => OrderBoardResponse, routes: Parameters<typeof mockApi>[0] = {}) {
  const stream = liveStream();
  const log = mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/v1/staff/orders': () => {
      try {
        return jsonResponse(200, boardAnswers());
      } catch {
        return errorResponse(503, 'The service is unavailable', 'service_unavailable');
      }
    },
    'GET /api/v1/staff/orders/stream': () => stream.answer(),
    'GET /api/v1/staff/enquiries': jsonResponse(200, { enquiries: [] }),
    ...routes,
  });
  useStaffSession.getState().signIn({ token: 'staff-token', member });
  return { stream, log };
}

describe('the staff layout’s watch of the orders', () => {
  afterEach(() => {
    useSoundPreference.setState({ on: false });
    vi.unstubAllGlobals();
  });

  it('announces an order that arrives while another page is open: named, counted on the board’s link and in the title', async () => {
    const { stream } = staffSite(() => board([]));
    renderApp('/staff/enquiries');
    expect(await screen.findByRole('heading', { level: 1, name: /^Enquiries · / })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
    await waitFor(() => expect(document.title).toBe('Enquiries · Tiffin'));
    expect(screen.queryByRole('alert')).toBeNull();

    stream.send(
      'order',
      buildBoardOrder({
        id: 7,
        reference: 'K7Q2MX',
        placed_at: minutesAgo(0),
        total_cents: 3390,
        change_id: 4,
      }),
      4,
    );
    const alert = await screen.findByRole('alert', { name: 'New order' });
    expect(within(alert).getByText('New order #K7Q2MX · Collection · €33.90')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Open the board' }).getAttribute('href')).toBe('/staff');
    await waitFor(() => expect(document.title).toBe('(1) New orders · Enquiries · Tiffin'));
    const nav = within(screen.getByRole('navigation', { name: 'Staff pages' }));
    expect(nav.getByRole('link', { name: /^Orders\W+1 new order$/ })).toBeTruthy();

    // Accepted on another tablet: the alert goes.
    stream.send(
      'order',
      buildBoardOrder({ id: 7, reference: 'K7Q2MX', status: 'confirmed', change_id: 5 }),
      5,
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(document.title).toBe('Enquiries · Tiffin'));
  });

  it('leaves the banner of new orders off the driver’s own run, which a phone in the car shows first; the board’s link still counts them', async () => {
    const run = {
      driver: { id: 1, name: member.name, first_name: 'Priya' },
      stops: [],
      finished: [],
      expected_cents: 0,
      last_cash_up: null,
    };
    const { stream } = staffSite(() => board([]), { 'GET /api/v1/staff/run': jsonResponse(200, run) });
    renderApp('/staff/run');
    expect(await screen.findByRole('heading', { level: 1, name: /^My run · / })).toBeTruthy();
    expect(
      await screen.findByText('Nothing on the run. The kitchen puts orders on it from the board.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((node) => node.textContent === 'Live')).toBe(true),
    );
    stream.send(
      'order',
      buildBoardOrder({ id: 7, reference: 'K7Q2MX', placed_at: minutesAgo(0), change_id: 4 }),
      4,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Staff pages' }));
    expect(await nav.findByRole('link', { name: /^Orders\W+1 new order$/ })).toBeTruthy();
    expect(screen.queryByRole('alert', { name: 'New order' })).toBeNull();
  });

  it('names three new orders, longest waiting first, and counts the rest', async () => {
    const orders = [5, 4, 3, 2, 1].map((minutes, index) =>
      buildBoardOrder({ id: index + 1, reference: `REF00${index + 1}`, placed_at: minutesAgo(minutes / 2) }),
    );
    staffSite(() => board(orders));
    renderApp('/staff/enquiries');
    const alert = await screen.findByRole('alert', { name: '5 new orders' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'New order #REF001 · Collection · €19.50',
      'New order #REF002 · Collection · €19.50',
      'New order #REF003 · Collection · €19.50',
      'and 2 more',
    ]);
  });

  it('says how long an order past the alert time has waited, the page turned red', async () => {
    staffSite(() => board([buildBoardOrder({ id: 7, reference: 'K7Q2MX', placed_at: minutesAgo(5) })]));
    renderApp('/staff/enquiries');
    const alert = await screen.findByRole('alert', { name: 'New order' });
    expect(within(alert).getByText('New order #K7Q2MX · Collection · €19.50 · waiting 5 min')).toBeTruthy();
    expect(alert.className).toContain('bg-danger');
  });

  it('asks for the whole board again when the server says to catch up (resync)', async () => {
    let answer = board([]);
    const { stream, log } = staffSite(() => answer);
    renderApp('/staff/enquiries');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
    const asked = callsTo(log, 'GET /api/v1/staff/orders').length;
    answer = board(
      [buildBoardOrder({ id: 9, reference: 'MISSED', placed_at: minutesAgo(0), change_id: 8 })],
      8,
    );
    stream.send('resync', {});
    const alert = await screen.findByRole('alert', { name: 'New order' });
    expect(within(alert).getByText(/^New order #MISSED/)).toBeTruthy();
    expect(callsTo(log, 'GET /api/v1/staff/orders')).toHaveLength(asked + 1);
  });

  it('says "Reconnecting" with the time of the last update while the board gets no answer, the stream open', async () => {
    let failing = false;
    const { stream } = staffSite(() => {
      if (failing) throw new Error('the database is away');
      return board([]);
    });
    renderApp('/staff/enquiries');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
    failing = true;
    stream.send('resync', {});
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Reconnecting — last update \d\d:\d\d$/),
    );
  });

  it('says "Reconnecting" while the server says its stream is deaf (its database away), and "Live" when it hears again', async () => {
    const { stream } = staffSite(() => board([]));
    renderApp('/staff/enquiries');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
    stream.send('reconnecting', {});
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Reconnecting — last update /),
    );
    stream.send('live', {});
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
  });

  it('a board the database’s absence failed is asked for again when the stream hears again: "Live" at once, not at the next ask (issue 47)', async () => {
    let failing = false;
    const { stream, log } = staffSite(() => {
      if (failing) throw new Error('the database is away');
      return board([]);
    });
    renderApp('/staff/enquiries');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
    // The database goes: the stream says it is deaf, and the board's ask fails (its retries wait 1 s and more).
    stream.send('reconnecting', {});
    failing = true;
    const asked = callsTo(log, 'GET /api/v1/staff/orders').length;
    stream.send('resync', {});
    await waitFor(() => expect(callsTo(log, 'GET /api/v1/staff/orders')).toHaveLength(asked + 1));

    // Back: the stream hears again, and the board is asked for at once.
    failing = false;
    stream.send('live', {});
    await waitFor(() => expect(callsTo(log, 'GET /api/v1/staff/orders')).toHaveLength(asked + 2), {
      timeout: 500,
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'), { timeout: 500 });
  });

  it('with the sound remembered on but held back by the browser, says it waits for a tap until the page is touched', async () => {
    class HeldBackAudio extends EventTarget {
      state: AudioContextState = 'suspended';
      resume() {
        if (!allowed) return new Promise<void>(() => undefined);
        this.state = 'running';
        this.dispatchEvent(new Event('statechange'));
        return Promise.resolve();
      }
    }
    let allowed = false;
    vi.stubGlobal('AudioContext', HeldBackAudio);
    useSoundPreference.setState({ on: true });
    staffSite(() => board([]));
    renderApp('/staff/enquiries');
    expect(
      ((await screen.findByRole('switch', { name: 'Sound for new orders' })) as HTMLInputElement).checked,
    ).toBe(true);
    const waiting = await screen.findByRole('button', { name: 'Sound is waiting for a tap: tap here' });
    allowed = true;
    fireEvent.pointerDown(waiting);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sound is waiting for a tap: tap here' })).toBeNull(),
    );
  });
});
