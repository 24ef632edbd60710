import { describe, expect, it } from 'vitest';
import { createRenderedCache } from './rendered-cache.ts';

describe('the rendered-answer cache', () => {
  it('keeps at most its number of entries, the least recently used leaving first', async () => {
    const cache = createRenderedCache({ ttlMs: 60_000, maxEntries: 64, maxBytes: 1_000_000 });
    for (let index = 0; index < 1000; index += 1)
      await cache.get(`/page-${index}`, async () => 'x'.repeat(100));
    expect(cache.size).toEqual({ entries: 64, bytes: 6400 });
  });

  it('keeps at most its number of bytes', async () => {
    const cache = createRenderedCache({ ttlMs: 60_000, maxEntries: 1000, maxBytes: 10_000 });
    for (let index = 0; index < 100; index += 1)
      await cache.get(`/page-${index}`, async () => 'x'.repeat(1000));
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size.entries).toBe(10);
  });

  it('removes expired entries without being asked for them again', async () => {
    const cache = createRenderedCache({ ttlMs: 30, maxEntries: 64, maxBytes: 1_000_000 });
    for (let index = 0; index < 10; index += 1) await cache.get(`/page-${index}`, async () => 'html');
    expect(cache.size.entries).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
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
});
