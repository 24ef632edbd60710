import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiSession } from './api-session';
import { followEventStream, type StreamState } from './event-stream';

/** An answer whose events the test writes, and which it may end (the connection dropped). */
function openStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start: (opened) => {
        controller = opened;
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
  return {
    response,
    send: (text: string) => controller?.enqueue(encoder.encode(text)),
    drop: () => controller?.close(),
  };
}

const session = (token: () => string | null = () => 'token-1') =>
  ({ token, ended: vi.fn() }) satisfies ApiSession;
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
const sent = (fetchMock: { mock: { calls: Parameters<Fetch>[] } }, call: number) =>
  new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

describe('followEventStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the token and where to resume, and hands each named event’s data to its handler', async () => {
    const stream = openStream();
    const fetchMock = vi.fn<Fetch>(async () => stream.response);
    vi.stubGlobal('fetch', fetchMock);
    const orders: unknown[] = [];
    const states: StreamState[] = [];
    const stop = followEventStream({
      path: '/api/v1/staff/orders/stream',
      session: session(),
      resumeAfter: '3',
      on: { order: (order) => orders.push(order) },
      onState: (state) => states.push(state),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/v1\/staff\/orders\/stream$/);
    expect(sent(fetchMock, 0).get('Authorization')).toBe('Bearer token-1');
    expect(sent(fetchMock, 0).get('Accept')).toBe('text/event-stream');
    expect(sent(fetchMock, 0).get('Last-Event-ID')).toBe('3');

    stream.send(': heartbeat\n\nid: 4\nevent: order\ndata: {"id":7}\n\nid: 5\nevent: other\ndata: 1\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(orders).toEqual([{ id: 7 }]);
    expect(states).toEqual(['live']);
    stop();
  });

  it('tries a lost connection again, 1 s later first, twice as long each time up to 15 s, resuming after the last event', async () => {
    const first = openStream();
    const fetchMock = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(first.response)
      .mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    let token = 'token-1';
    const reconnects: boolean[] = [];
    const states: StreamState[] = [];
    const stop = followEventStream({
      path: '/api/v1/customer/orders/stream',
      session: session(() => token),
      on: { order: () => undefined },
      onReconnect: async (resumed) => {
        reconnects.push(resumed);
      },
      onState: (state) => states.push(state),
    });
    await vi.advanceTimersByTimeAsync(0);
    // Nothing to resume after yet: no Last-Event-ID.
    expect(sent(fetchMock, 0).has('Last-Event-ID')).toBe(false);
    first.send('id: 9\nevent: order\ndata: {}\n\n');
    first.drop();
    token = 'token-2';
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['live', 'offline']);

    // Tried again after 1, 2, 4, 8, 15 and 15 s.
    const waits = [1000, 2000, 4000, 8000, 15_000, 15_000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetchMock).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(index + 2);
      expect(sent(fetchMock, index + 1).get('Last-Event-ID')).toBe('9');
      // The token as the session has it now.
      expect(sent(fetchMock, index + 1).get('Authorization')).toBe('Bearer token-2');
    }

    // A connection that opens again after a failure starts waiting 1 s again.
    const second = openStream();
    fetchMock.mockResolvedValueOnce(second.response);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(reconnects).toEqual([true]);
    second.drop();
    fetchMock.mockResolvedValueOnce(openStream().response);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(waits.length + 3);
    expect(reconnects).toEqual([true, true]);

    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(waits.length + 3);
  });

  it('asks again for what may have changed when a connection could not resume after an event', async () => {
    const first = openStream();
    const fetchMock = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(first.response)
      .mockImplementation(async () => openStream().response);
    vi.stubGlobal('fetch', fetchMock);
    const reconnects: boolean[] = [];
    const stop = followEventStream({
      path: '/api/v1/customer/orders/stream',
      session: session(),
      on: {},
      onReconnect: async (resumed) => {
        reconnects.push(resumed);
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    first.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reconnects).toEqual([false]);
    stop();
  });

  it('ends the session on a 401, and stops without ending it on a 403', async () => {
    for (const status of [401, 403]) {
      const fetchMock = vi.fn<Fetch>(async () => new Response(null, { status }));
      vi.stubGlobal('fetch', fetchMock);
      const signedIn = session();
      const states: StreamState[] = [];
      followEventStream({
        path: '/api/v1/staff/orders/stream',
        session: signedIn,
        on: {},
        onState: (state) => states.push(state),
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(signedIn.ended).toHaveBeenCalledTimes(status === 401 ? 1 : 0);
      expect(states).toEqual(['offline']);
    }
  });

  it('tries a server error again', async () => {
    const fetchMock = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 500 }))
      .mockImplementation(async () => openStream().response);
    vi.stubGlobal('fetch', fetchMock);
    const states: StreamState[] = [];
    const stop = followEventStream({
      path: '/api/v1/staff/orders/stream',
      session: session(),
      on: {},
      onState: (state) => states.push(state),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(states).toEqual(['offline', 'live']);
    stop();
  });

  it('while the server’s database is away (503), tries again every 2 s, never backing off to 15 s (issue 47)', async () => {
    const away = () => new Response(null, { status: 503, headers: { 'retry-after': '5' } });
    const fetchMock = vi.fn<Fetch>();
    for (let refused = 0; refused < 8; refused += 1) fetchMock.mockResolvedValueOnce(away());
    fetchMock.mockImplementation(async () => openStream().response);
    vi.stubGlobal('fetch', fetchMock);
    const states: StreamState[] = [];
    const stop = followEventStream({
      path: '/api/v1/staff/orders/stream',
      session: session(),
      on: {},
      onState: (state) => states.push(state),
    });
    // Eight refusals 2 s apart: 16 s, where doubling would have reached 15 s between two tries.
    await vi.advanceTimersByTimeAsync(16_000);
    expect(fetchMock).toHaveBeenCalledTimes(9);
    expect(states.at(-1)).toBe('live');
    stop();
  });

  it('drops a connection silent for 45 s (no event, no heartbeat) and opens it again, resuming after the last event', async () => {
    const first = openStream();
    const fetchMock = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(first.response)
      .mockImplementation(async () => openStream().response);
    vi.stubGlobal('fetch', fetchMock);
    const states: StreamState[] = [];
    const stop = followEventStream({
      path: '/api/v1/staff/orders/stream',
      session: session(),
      on: { order: () => undefined },
      onState: (state) => states.push(state),
    });
    await vi.advanceTimersByTimeAsync(0);
    first.send('id: 12\nevent: order\ndata: {}\n\n');
    // Heartbeats keep it open.
    for (let beat = 0; beat < 3; beat += 1) {
      await vi.advanceTimersByTimeAsync(20_000);
      first.send(': heartbeat\n\n');
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(states).toEqual(['live', 'offline']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(fetchMock, 1).get('Last-Event-ID')).toBe('12');
    expect(states).toEqual(['live', 'offline', 'live']);
    stop();
  });

  it('drops the connection when the browser goes offline, and tries again as soon as it is back online', async () => {
    const first = openStream();
    const fetchMock = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(first.response)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => openStream().response);
    vi.stubGlobal('fetch', fetchMock);
    const states: StreamState[] = [];
    const stop = followEventStream({
      path: '/api/v1/staff/orders/stream',
      session: session(),
      on: {},
      onState: (state) => states.push(state),
    });
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['live', 'offline']);
    // Still offline: the next try fails, and the one after would wait 2 s.
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toBe('live');
    stop();
  });
});
