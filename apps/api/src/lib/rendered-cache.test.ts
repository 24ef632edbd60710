import { describe, expect, it, vi } from 'vitest';
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
    const clock = new TestClock();
    const cache = createRenderedCache({ ttlMs: 30_000, maxEntries: 64, maxBytes: 1_000_000, perf: clock });
    const renderings = new Renderings();
    const first = cache.get('menu', renderings.render);
    renderings.finish(1);
    expect((await first).body.toString()).toBe('menu 1');
    expect(cache.fresh('menu')?.body.toString()).toBe('menu 1');

    clock.ms += 30_001;
    // Expired: not fresh, but still kept for get to send, at once: the fresh rendering is not done.
    expect(cache.fresh('menu')).toBeUndefined();
    expect((await cache.get('menu', renderings.render)).body.toString()).toBe('menu 1');
    expect(renderings.started).toBe(2);
    renderings.finish(2);
    await vi.waitFor(() => expect(cache.fresh('menu')?.body.toString()).toBe('menu 2'));
    expect((await cache.get('menu', renderings.render)).body.toString()).toBe('menu 2');
  });

  it('renders concurrent misses once, and does not keep a failed rendering', async () => {
    const cache = createRenderedCache({ ttlMs: 60_000, maxEntries: 64, maxBytes: 1_000_000 });
    const renderings = new Renderings();
    const both = Promise.all([cache.get('menu', renderings.render), cache.get('menu', renderings.render)]);
    renderings.finish(1);
    const answers = await both;
    expect(renderings.started).toBe(1);
    expect(answers[0]).toEqual(answers[1]);
    await expect(cache.get('broken', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('broken', async () => 'fixed')).toMatchObject({ body: Buffer.from('fixed') });
  });

  it('answers the requests waiting on a rendering cleared midway, and renders afresh for the next', async () => {
    const cache = createRenderedCache({ ttlMs: 60_000, maxEntries: 64, maxBytes: 1_000_000 });
    const renderings = new Renderings();
    const waiting = [1, 2, 3].map(() => cache.get('menu', renderings.render));
    expect(renderings.started).toBe(1);
    // The menu changed while the first rendering was under way.
    cache.clear();
    renderings.finish(1);
    const answers = await Promise.all(waiting);
    expect(answers.map((answer) => answer.body.toString())).toEqual(['menu 1', 'menu 1', 'menu 1']);
    const next = cache.get('menu', renderings.render);
    renderings.finish(2);
    expect((await next).body.toString()).toBe('menu 2');
  });
});

/** The cache's clock, moved by the test (from 1 s: lru-cache takes a start of 0 for none). */
class TestClock {
  ms = 1000;
  now = () => this.ms;
}

/** Renderings of 'menu N' that finish when the test says, in the order they started. */
class Renderings {
  #finishers: (() => void)[] = [];
  get started() {
    return this.#finishers.length;
  }
  render = () => {
    const rendering = this.#finishers.length + 1;
    return new Promise<string>((resolve) => {
      this.#finishers.push(() => resolve(`menu ${rendering}`));
    });
  };
  finish(rendering: number) {
    this.#finishers[rendering - 1]?.();
  }
}
