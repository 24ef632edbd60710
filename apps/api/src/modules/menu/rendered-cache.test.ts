import { describe, expect, it } from 'vitest';
import { createRenderedCache } from './rendered-cache.ts';

describe('the rendered-answer cache', () => {
  it('keeps at most its number of entries, the least recently used leaving first', async () => {
    const cache = createRenderedCache({ ttlMs: 60_000, maxEntries: 64, maxBytes: 1_000_000 });
    await cache.get('/page-0', async () => 'x'.repeat(100));
    const entryBytes = cache.size.bytes;
    for (let index = 1; index < 1000; index += 1)
      await cache.get(`/page-${index}`, async () => 'x'.repeat(100));
    expect(cache.size).toEqual({ entries: 64, bytes: 64 * entryBytes });
  });

  it('keeps at most its number of bytes', async () => {
    const cache = createRenderedCache({ ttlMs: 60_000, maxEntries: 1000, maxBytes: 10_000 });
    // An entry's bytes: the answer's 1,000 and its brotli and gzip copies.
    await cache.get('/page-0', async () => 'x'.repeat(1000));
    const entryBytes = cache.size.bytes;
    expect(entryBytes).toBeGreaterThan(1000);
    for (let index = 1; index < 100; index += 1)
      await cache.get(`/page-${index}`, async () => 'x'.repeat(1000));
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size.entries).toBe(Math.floor(10_000 / entryBytes));
  });

  it('gives a fresh answer without waiting; sends an expired one at once while it renders the fresh one, then the fresh one', async () => {
    const cache = createRenderedCache({ ttlMs: 30, maxEntries: 64, maxBytes: 1_000_000 });
    let version = 0;
    const render = async () => {
      const rendering = ++version;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `menu ${rendering}`;
    };
    expect((await cache.get('menu', render)).body.toString()).toBe('menu 1');
    expect(cache.fresh('menu')?.body.toString()).toBe('menu 1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Expired: not fresh, but still kept for get to send.
    expect(cache.fresh('menu')).toBeUndefined();
    const startedAt = performance.now();
    expect((await cache.get('menu', render)).body.toString()).toBe('menu 1');
    expect(performance.now() - startedAt).toBeLessThan(10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.fresh('menu')?.body.toString()).toBe('menu 2');
    expect((await cache.get('menu', render)).body.toString()).toBe('menu 2');
  });

  it('renders concurrent misses once, and does not keep a failed rendering', async () => {
    const cache = createRenderedCache({ ttlMs: 60_000, maxEntries: 64, maxBytes: 1_000_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'menu';
    };
    const answers = await Promise.all([cache.get('menu', render), cache.get('menu', render)]);
    expect(renders).toBe(1);
    expect(answers[0]).toEqual(answers[1]);
    await expect(cache.get('broken', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('broken', async () => 'fixed')).toMatchObject({ body: Buffer.from('fixed') });
  });

  it('answers the requests waiting on a rendering cleared midway, and renders afresh for the next', async () => {
    const cache = createRenderedCache({ ttlMs: 60_000, maxEntries: 64, maxBytes: 1_000_000 });
    let version = 0;
    const render = async () => {
      const rendering = ++version;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `menu ${rendering}`;
    };
    const waiting = [cache.get('menu', render), cache.get('menu', render), cache.get('menu', render)];
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The menu changed while the first rendering was under way.
    cache.clear();
    const answers = await Promise.all(waiting);
    expect(answers.map((answer) => answer.body.toString())).toEqual(['menu 1', 'menu 1', 'menu 1']);
    expect((await cache.get('menu', render)).body.toString()).toBe('menu 2');
  });
});
