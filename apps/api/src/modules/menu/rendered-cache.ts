import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** The answer's UTF-8 bytes, encoded once: sending a string would encode it again on every request. */
export type Rendered = { body: Buffer; etag: string };

export type RenderedCacheOptions = {
  ttlMs: number;
  /** At most this many answers are kept; the least recently used goes first. */
  maxEntries: number;
  /** And at most this many bytes in all. */
  maxBytes: number;
};

/**
 * Answers rendered once (JSON, or a page's HTML) and kept for a short time. The whole menu is read
 * on every visit and changes rarely; rendering it from the database each time made it ~130x slower
 * than sending bytes. Bounded in entries and size, expired entries removed (lru-cache), so no
 * sequence of requests can grow it. Concurrent misses share one rendering; a failed one is not kept.
 * Writers call clear(); the time limit bounds how stale another instance's copy can be.
 */
export function createRenderedCache({ ttlMs, maxEntries, maxBytes }: RenderedCacheOptions) {
  const entries = new LRUCache<string, Rendered, () => Promise<string>>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (rendered) => Math.max(1, rendered.body.byteLength),
    ttl: ttlMs,
    ttlAutopurge: true,
    fetchMethod: async (_key, _stale, { context: render }) => {
      const body = Buffer.from(await render());
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    },
  });
  return {
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
