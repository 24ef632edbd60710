import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The answer's UTF-8 bytes, encoded once (sending a string would encode it again on every
 * request), and compressed once, at the highest levels: compressing the 26 KB menu again for each
 * phone that asks held the server to ~500 answers a second (bench/peak-load.ts).
 */
export type Rendered = { body: Buffer; br: Buffer; gzip: Buffer; etag: string };

async function renderedOf(text: string): Promise<Rendered> {
  const body = Buffer.from(text);
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { body, br, gzip: gzipped, etag: createHash('sha1').update(body).digest('base64url') };
}

/**
 * Sends a rendered answer in the encoding the client prefers among brotli, gzip and none, with an
 * ETag of that encoding's bytes (answering 304 when the client has them) and `Vary: Accept-Encoding`.
 */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, rendered: Rendered) {
  const encoding =
    negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']) ?? 'identity';
  const etag = encoding === 'identity' ? `"${rendered.etag}"` : `"${rendered.etag}-${encoding}"`;
  reply.header('vary', 'accept-encoding').header('etag', etag);
  if (reply.statusCode === 200 && request.headers['if-none-match'] === etag)
    return reply.status(304).send(null);
  if (encoding === 'identity') return reply.send(rendered.body);
  return reply.header('content-encoding', encoding).send(rendered[encoding]);
}

/** A stale answer is left in place (not deleted) for `get` to send while it renders afresh. */
const FRESH_ONLY = { allowStale: false, noDeleteOnStaleGet: true };

export type RenderedCacheOptions = {
  ttlMs: number;
  /** At most this many answers are kept; the least recently used goes first. */
  maxEntries: number;
  /** And at most this many bytes in all. */
  maxBytes: number;
  /** The clock the time limit is read from (`performance`); the tests pass one they move. */
  perf?: { now(): number };
};

/**
 * Answers rendered once (JSON, or a page's HTML) and kept for a short time. The whole menu is read
 * on every visit and changes rarely; rendering it from the database each time made it ~130x slower
 * than sending bytes. Bounded in entries and size (lru-cache), so no sequence of requests can grow
 * it. Concurrent misses share one rendering; a failed one is not kept. Writers call clear(); the
 * time limit bounds how stale another instance's copy can be. Once expired, an answer is still
 * sent while its fresh rendering is made: the readers never wait for the database after the first
 * rendering (under peak load, a second's stall of the database reached every menu reader).
 */
export function createRenderedCache({ ttlMs, maxEntries, maxBytes, perf }: RenderedCacheOptions) {
  const entries = new LRUCache<string, Rendered, () => Promise<string>>({
    // A clock the tests move is read at every look (lru-cache otherwise keeps a reading for 1 ms).
    ...(perf ? { perf, ttlResolution: 0 } : {}),
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (rendered) =>
      Math.max(1, rendered.body.byteLength + rendered.br.byteLength + rendered.gzip.byteLength),
    ttl: ttlMs,
    allowStale: true,
    // A key dropped while it renders (clear() after a change) would otherwise
    // fail every request waiting for it ("deleted", a 500 under load): they get that rendering,
    // which is not kept, and the next request renders afresh.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: render }) => renderedOf(await render()),
  });
  return {
    /**
     * The answer kept for this key while it is fresh, at once: the menu's every request skips the
     * promise of `get` and the turn of the event loop it costs.
     */
    fresh(key: string): Rendered | undefined {
      return entries.get(key, FRESH_ONLY);
    },
    async get(key: string, render: () => Promise<string>): Promise<Rendered> {
      const rendered = await entries.fetch(key, { context: render });
      if (rendered === undefined) throw new Error(`rendering ${key} gave nothing`);
      return rendered;
    },
    clear(): void {
      entries.clear();
    },
    /** How many answers are kept now, and their bytes. */
    get size(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },
  };
}
export type RenderedCache = ReturnType<typeof createRenderedCache>;
