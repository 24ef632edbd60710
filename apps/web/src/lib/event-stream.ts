import type { EventSourceMessage } from 'eventsource-parser';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ApiSession } from './api-session';
import { config } from './config';

/** How a stream is doing, for a page that shows it (the staff board's "Live"). */
export type StreamState = 'connecting' | 'live' | 'offline';

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 15_000;
/**
 * While the server answers but its database is away (503): tried again this often, not backed off,
 * so that the stream is live within seconds of the database's return (issue 47). A try is one
 * refused request, cheap for the server (its event listener tries as often, db/client.ts).
 */
const DATABASE_AWAY_RETRY_MS = 2000;
/**
 * The server writes a heartbeat every 20 s (plugins/event-stream.ts): a connection silent for longer
 * than two of them is taken for dead (a network gone without a word) and opened again.
 */
const SILENCE_MS = 45_000;

type EventStreamOptions = {
  /** The API path of the stream, e.g. /api/v1/staff/orders/stream */
  path: string;
  session: ApiSession;
  /** The event id the first connection resumes after (an answer that says where the stream starts). */
  resumeAfter?: string;
  /** What to do with each named event, given its data parsed from JSON; other events are skipped. */
  on: Record<string, (data: unknown) => void>;
  /**
   * A connection after the first one is open, before its events are read: `resumed` says whether it
   * resumed after an event received, so that nothing was missed; if not, what may have changed
   * meanwhile is to be asked for again (awaited, so that an older answer cannot overwrite a newer event).
   */
  onReconnect?: (resumed: boolean) => Promise<unknown> | undefined;
  onState?: (state: StreamState) => void;
};

/**
 * Follows one of the server's Server-Sent Events streams in a session, the one client for every
 * stream of the site: read with fetch, so that the token goes in the Authorization header
 * (EventSource sends no header). A lost connection is tried again, 1 s later first, twice as long
 * each time up to 15 s (every 2 s while the server says its database is away, 503), resuming after
 * the last event received (Last-Event-ID); at once when the browser is back online. A connection silent for 45 s, or that the browser says went offline, is
 * dropped and tried again: it may be dead without the socket knowing it. A 401 ends the
 * session (`session.ended`) and the stream; so does a 403 (not this session's stream), which
 * asking again would not change. Returns the function that stops it.
 */
export function followEventStream(options: EventStreamOptions): () => void {
  const controller = new AbortController();
  void follow(options, controller.signal);
  return () => controller.abort();
}

async function follow(
  { path, session, resumeAfter, on, onReconnect, onState }: EventStreamOptions,
  signal: AbortSignal,
): Promise<void> {
  let lastEventId = resumeAfter;
  let retryMs = FIRST_RETRY_MS;
  for (let attempt = 0; !signal.aborted; attempt += 1) {
    let databaseAway = false;
    const connection = new AbortController();
    let events: ReadableStreamDefaultReader<EventSourceMessage> | undefined;
    // Aborted before the answer; the answer's reader cancelled after it (its read ends).
    const drop = () => {
      connection.abort();
      void events?.cancel().catch(() => undefined);
    };
    signal.addEventListener('abort', drop, { once: true });
    window.addEventListener('offline', drop);
    let silence = setTimeout(drop, SILENCE_MS);
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(drop, SILENCE_MS);
    };
    try {
      const response = await fetch(`${config.apiBaseUrl}${path}`, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${session.token() ?? ''}`,
          ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
        },
        signal: connection.signal,
      });
      if (response.status === 401 || response.status === 403) {
        onState?.('offline');
        if (response.status === 401) session.ended();
        return;
      }
      databaseAway = response.status === 503;
      if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
      retryMs = FIRST_RETRY_MS;
      if (attempt > 0) await onReconnect?.(lastEventId !== undefined);
      onState?.('live');
      events = response.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream({ onComment: heard }))
        .getReader();
      for (;;) {
        const { value: event, done } = await events.read();
        if (done) break;
        heard();
        if (event.event === undefined || !Object.hasOwn(on, event.event)) continue;
        on[event.event]?.(JSON.parse(event.data));
        if (event.id) lastEventId = event.id;
      }
    } catch {
      // Dropped, refused or stopped: tried again below unless stopped.
    } finally {
      clearTimeout(silence);
      signal.removeEventListener('abort', drop);
      window.removeEventListener('offline', drop);
    }
    if (signal.aborted) return;
    onState?.('offline');
    if (databaseAway) {
      await wait(DATABASE_AWAY_RETRY_MS, signal);
      continue;
    }
    await wait(retryMs, signal);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }
}

/** Resolves after `ms`, or at once when the stream is stopped or the browser is back online. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    window.addEventListener('online', done);
  });
}
