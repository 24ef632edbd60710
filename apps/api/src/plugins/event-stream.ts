import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../adapters/events.ts';
import { AppError } from '../errors.ts';
import { createStreamRegistry, type LiveSessions, type StreamRegistry } from './stream-registry.ts';

/** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser that lost the stream tries again (the `retry` field). */
const RETRY_MS = 1_000;

export type EventStream = {
  /** Sends an event; one without an id leaves the browser's Last-Event-ID as it was (`resync`). */
  send(event: { id?: number; type: string; data: unknown }): void;
  /** Ends the stream from the server's side (the browser reconnects, and resumes). */
  end(): void;
  /** Resolves when the client goes away, the stream's session ends or the server closes. */
  closed: Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The open live streams (decorated on the root, so every plugin's instance reaches it). */
    streamRegistry: StreamRegistry | null;
  }
}

/**
 * Keeps the open streams (stream-registry.ts: the caps, the closing of a stream whose session
 * ended), and ends every one when the server closes, so a graceful shutdown is not held up by
 * browsers that never hang up (they reconnect to another process and resume with Last-Event-ID).
 */
export function registerEventStreams(
  app: FastifyInstance,
  options: { events: EventBus; liveSessions: LiveSessions },
): void {
  const registry = createStreamRegistry({ ...options, log: app.log });
  app.decorate('streamRegistry', registry);
  app.addHook('preClose', async () => registry.close());
}

/** The event id a reconnecting browser sends: the last it received; 0 when it sends none. */
export function lastEventIdOf(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  if (header === undefined || header === '') return 0;
  if (typeof header !== 'string' || !/^\d{1,10}$/.test(header)) {
    throw new AppError('last_event_id', 'Last-Event-ID must be an event id this stream sent'); // not in the spec
  }
  return Number(header);
}

/**
 * Turns the reply into a Server-Sent Events stream (text/event-stream), keeping the headers the app
 * set for it (the security headers), or refuses it with 429 `too_many_streams` beyond the caps
 * (stream-registry.ts). The route's handler keeps running until `closed` resolves.
 */
export function openEventStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): EventStream {
  const raw = reply.raw;
  const registry = app.streamRegistry;
  let end = () => {};
  // Counted in before anything is written: a refusal is still an ordinary answer in the error shape.
  const release = registry?.admit(request, () => end()) ?? (() => {});
  reply.hijack();
  const appHeaders = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(appHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and other proxies would otherwise hold the events back in their buffers.
    'x-accel-buffering': 'no',
    // The connection ends with the stream: a server closing is not held up by an idle socket.
    connection: 'close',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const closed = new Promise<void>((resolve) => {
    end = () => {
      clearInterval(heartbeat);
      release();
      if (!raw.writableEnded) raw.end();
      resolve();
    };
    // The response closes when the browser goes away (or the stream is ended here).
    raw.on('close', end);
  });
  return {
    send({ id, type, data }) {
      if (raw.writableEnded) return;
      raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => end(),
    closed,
  };
}
