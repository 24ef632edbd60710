import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { MENU_CACHE_MS, MENU_REFETCH_MS } from '@tiffin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMenuCache, createMenuPersister, keepPageAnswers } from './menu-cache';
import { authenticatedMeta, persistedMeta } from './query-client';

const NOW = Date.parse('2026-11-21T18:00:00Z');
const menu = { categories: [{ id: 1, name: 'Starters' }], products: [] };
const menuKey = ['menu', 'products-with-categories'];
const entryKey = `menu_cache-${JSON.stringify(menuKey)}`;

/** A browser page's query client: the menu cache is its queries' persister, as in main.tsx. */
function pageClient() {
  const persister = createMenuPersister();
  const client = new QueryClient({
    defaultOptions: {
      queries: { persister: persister.persisterFn, staleTime: MENU_REFETCH_MS, retry: false },
    },
  });
  return { client, persister };
}

const fetchMenu = (client: QueryClient, queryFn: () => unknown) =>
  client.fetchQuery({ queryKey: menuKey, queryFn, meta: persistedMeta });

const stored = () => JSON.parse(sessionStorage.getItem(entryKey) ?? 'null');

/** The persister writes, and sets a restored answer's time, once the current task is done. */
const afterTasks = () => vi.advanceTimersByTimeAsync(0);

describe('the menu cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('keeps a public menu answer in session storage with the time it was fetched, and nothing fetched with a token', async () => {
    const { client } = pageClient();

    await fetchMenu(client, () => menu);
    await client.fetchQuery({
      queryKey: ['customer', 'info'],
      queryFn: () => ({ email: 'a@example.ie' }),
      meta: { ...authenticatedMeta, persist: true },
    });
    await afterTasks();

    expect(stored()).toMatchObject({ queryKey: menuKey, state: { data: menu, dataUpdatedAt: NOW } });
    expect(Object.keys(sessionStorage)).toEqual([entryKey]);
    expect(localStorage.length).toBe(0);
  });

  it('a later page in the session shows the kept menu without asking, with its first fetch time', async () => {
    await fetchMenu(pageClient().client, () => menu);
    await afterTasks();

    vi.setSystemTime(NOW + MENU_REFETCH_MS - 1000);
    const { client } = pageClient();
    const queryFn = vi.fn(() => ({ ...menu, products: [{ id: 1 }] }));

    expect(await fetchMenu(client, queryFn)).toEqual(menu);
    await afterTasks();

    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryState(menuKey)?.dataUpdatedAt).toBe(NOW);
  });

  it('a kept menu more than 5 minutes old is shown and asked for again', async () => {
    await fetchMenu(pageClient().client, () => menu);
    await afterTasks();

    vi.setSystemTime(NOW + MENU_REFETCH_MS + 1000);
    const { client } = pageClient();
    const newer = { ...menu, products: [{ id: 1 }] };
    const queryFn = vi.fn(() => newer);
    // The menu on screen: what decides whether an answer is stale.
    const shown: unknown[] = [];
    const stop = new QueryObserver(client, { queryKey: menuKey, queryFn, meta: persistedMeta }).subscribe(
      (result) => shown.push(result.data),
    );
    await afterTasks();
    await afterTasks();
    stop();

    expect(shown.filter((data, i) => data !== undefined && data !== shown[i - 1])).toEqual([menu, newer]);
    expect(queryFn).toHaveBeenCalledOnce();
    await vi.waitFor(() =>
      expect(stored().state).toMatchObject({ data: newer, dataUpdatedAt: NOW + MENU_REFETCH_MS + 1000 }),
    );
  });

  it('drops an answer 30 minutes old or more', async () => {
    await fetchMenu(pageClient().client, () => menu);
    await afterTasks();

    vi.setSystemTime(NOW + MENU_CACHE_MS + 1);
    const queryFn = vi.fn(() => menu);
    await fetchMenu(pageClient().client, queryFn);

    expect(queryFn).toHaveBeenCalledOnce();
  });

  it('keeps the answers a server-rendered page carries, with the server’s fetch time', async () => {
    const server = new QueryClient();
    server.setQueryData(menuKey, menu, { updatedAt: NOW - 1000 });
    server
      .getQueryCache()
      .find({ queryKey: menuKey })
      ?.setOptions({ queryKey: menuKey, meta: persistedMeta });
    const { client, persister } = pageClient();
    hydrate(client, dehydrate(server));

    keepPageAnswers(client, persister);
    await afterTasks();

    expect(stored()).toMatchObject({ state: { data: menu, dataUpdatedAt: NOW - 1000 } });
  });

  it('a reload (forced refresh) clears it, and a damaged entry is fetched again', async () => {
    await fetchMenu(pageClient().client, () => menu);
    await afterTasks();
    sessionStorage.setItem('other', 'kept');

    clearMenuCache();

    expect(Object.keys(sessionStorage)).toEqual(['other']);
    sessionStorage.setItem(entryKey, '{oops');
    const queryFn = vi.fn(() => menu);
    await fetchMenu(pageClient().client, queryFn);
    expect(queryFn).toHaveBeenCalledOnce();
  });
});
