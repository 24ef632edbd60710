import { QueryClient } from '@tanstack/react-query';
import { MENU_CACHE_MS, MENU_REFETCH_MS } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearMenuCache,
  MENU_CACHE_STORAGE_KEY,
  persistMenuCache,
  restoreMenuCache,
  writeMenuCache,
} from './menu-cache';
import { authenticatedMeta, persistedMeta } from './query-client';

const NOW = Date.parse('2026-11-21T18:00:00Z');
const menu = { categories: [{ id: 1, name: 'Starters' }], products: [] };

function clientWith(...queries: { key: string[]; data: unknown; updatedAt?: number; meta?: object }[]) {
  const client = new QueryClient();
  for (const { key, data, updatedAt = NOW, meta } of queries) {
    const query = client.getQueryCache().build(client, { queryKey: key, ...(meta ? { meta } : {}) });
    query.setData(data, { updatedAt, manual: true });
  }
  return client;
}

const stored = () => JSON.parse(sessionStorage.getItem(MENU_CACHE_STORAGE_KEY) ?? 'null');

describe('the menu cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the public menu answers in session storage with the time they were fetched', () => {
    const client = clientWith(
      { key: ['menu', 'products-with-categories'], data: menu, meta: persistedMeta },
      { key: ['restaurant'], data: { name: 'Tiffin' } },
      {
        key: ['customer', 'info'],
        data: { email: 'a@example.ie' },
        meta: { ...authenticatedMeta, persist: true },
      },
    );

    writeMenuCache(client, { now: () => NOW });

    expect(stored()).toEqual({
      version: 1,
      queries: [{ queryKey: ['menu', 'products-with-categories'], data: menu, dataUpdatedAt: NOW }],
    });
    expect(localStorage.length).toBe(0);
  });

  it('restores answers younger than 30 minutes with their fetch time, so they go stale after 5', () => {
    writeMenuCache(
      clientWith({ key: ['menu', 'products-with-categories'], data: menu, meta: persistedMeta }),
      {
        now: () => NOW,
      },
    );
    const client = new QueryClient();

    const restored = restoreMenuCache(client, { now: () => NOW + MENU_REFETCH_MS + 1, forcedRefresh: false });

    expect(restored).toBe(1);
    const query = client.getQueryCache().find({ queryKey: ['menu', 'products-with-categories'] });
    expect(query?.state.data).toEqual(menu);
    expect(query?.state.dataUpdatedAt).toBe(NOW);
    vi.useFakeTimers({ now: NOW + MENU_REFETCH_MS - 1 });
    expect(query?.isStaleByTime(MENU_REFETCH_MS)).toBe(false);
    vi.setSystemTime(NOW + MENU_REFETCH_MS + 1);
    expect(query?.isStaleByTime(MENU_REFETCH_MS)).toBe(true);
  });

  it('drops answers 30 minutes old or more', () => {
    writeMenuCache(
      clientWith({ key: ['menu', 'products-with-categories'], data: menu, meta: persistedMeta }),
      {
        now: () => NOW,
      },
    );
    const client = new QueryClient();

    expect(restoreMenuCache(client, { now: () => NOW + MENU_CACHE_MS, forcedRefresh: false })).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a reload of the page (a forced refresh) clears it', () => {
    writeMenuCache(
      clientWith({ key: ['menu', 'products-with-categories'], data: menu, meta: persistedMeta }),
      {
        now: () => NOW,
      },
    );

    expect(restoreMenuCache(new QueryClient(), { now: () => NOW, forcedRefresh: true })).toBe(0);
    expect(sessionStorage.getItem(MENU_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('ignores a damaged or unknown entry', () => {
    sessionStorage.setItem(MENU_CACHE_STORAGE_KEY, '{oops');
    expect(restoreMenuCache(new QueryClient(), { forcedRefresh: false })).toBe(0);
    sessionStorage.setItem(MENU_CACHE_STORAGE_KEY, JSON.stringify({ version: 99, queries: [] }));
    expect(restoreMenuCache(new QueryClient(), { forcedRefresh: false })).toBe(0);
    clearMenuCache();
    expect(sessionStorage.getItem(MENU_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('writes soon after a menu answer arrives, and when the page is hidden', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const stop = persistMenuCache(client);

    await client.fetchQuery({
      queryKey: ['menu', 'products-with-categories'],
      queryFn: () => menu,
      meta: persistedMeta,
    });
    expect(sessionStorage.getItem(MENU_CACHE_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(100);
    expect(stored().queries).toHaveLength(1);

    sessionStorage.clear();
    window.dispatchEvent(new Event('pagehide'));
    expect(stored().queries).toHaveLength(1);
    stop();
  });
});
