import { createHash } from 'node:crypto';

export type Rendered = { body: string; etag: string };

/**
 * Answers rendered once (JSON, or a page's HTML) and kept for a short time. The whole menu is read
 * on every visit and changes rarely; rendering it from the database each time made it ~130x slower
 * than sending bytes. Writers call clear(); the time limit bounds how stale another instance's copy
 * can be.
 */
export function createRenderedCache(ttlMs: number) {
  const entries = new Map<string, { rendered: Promise<Rendered>; expiresAt: number }>();
  return {
    get(key: string, render: () => Promise<string>): Promise<Rendered> {
      const now = performance.now();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) return entry.rendered;
      // Concurrent misses share one rendering; a failed one is not kept.
      const rendered = render().then((body) => ({
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      }));
      rendered.catch(() => entries.delete(key));
      entries.set(key, { rendered, expiresAt: now + ttlMs });
      return rendered;
    },
    clear(): void {
      entries.clear();
    },
  };
}
export type RenderedCache = ReturnType<typeof createRenderedCache>;
