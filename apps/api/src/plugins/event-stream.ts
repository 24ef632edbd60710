import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser that lost the stream tries again (the `retry` field). */
const RETRY_MS = 1_000;

export type EventStream = {
  send(event: { id: number; type: string; data: unknown }): void;
  /** Resolves when the client goes away or the server closes. */
  closed: Promise<void>;
};

const openStreams = new WeakMap<FastifyInstance, Set<() => void>>();

/**
 * Ends every open stream when the server closes, so a graceful shutdown is not held up by browsers
 * that never hang up (they reconnect to another process and resume with Last-Event-ID).
 */
export function registerEventStreams(app: FastifyInstance): void {
  const ends = new Set<() => void>();
  openStreams.set(app, ends);
  app.addHook('preClose', async () => {
    for (const end of ends) end();
  });
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
 * set for it (the security headers). The route's handler keeps running until `closed` resolves.
 */
export function openEventStream(app: FastifyInstance, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
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
  const ends = openStreams.get(app);
  let end = () => {};
  const closed = new Promise<void>((resolve) => {
    end = () => {
      clearInterval(heartbeat);
      ends?.delete(end);
      if (!raw.writableEnded) raw.end();
      resolve();
    };
    // The response closes when the browser goes away (or the stream is ended here).
    raw.on('close', end);
  });
  ends?.add(end);
  return {
    send({ id, type, data }) {
      if (raw.writableEnded) return;
      raw.write(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    closed,
  };
}
