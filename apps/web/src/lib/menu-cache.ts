import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { MENU_CACHE_MS } from '@tiffin/core';

/**
 * The menu cache (visitor-side §4 "Menu cache"): the answers of the public menu calls, kept in
 * browser storage with the time each was fetched, so a return to the site within the same browser
 * session shows the menu at once instead of a loading state.
 *
 * A small persister of our own around TanStack Query's cache (the official
 * @tanstack/query-sync-storage-persister and @tanstack/react-query-persist-client are not installed;
 * with them, `persistQueryClient` with `maxAge: MENU_CACHE_MS`, a sessionStorage persister and a
 * `shouldDehydrateQuery` that keeps `meta.persist` queries replaces this file):
 *
 * - only queries marked `meta: { persist: true }` (lib/query-client.ts `persistedMeta`) are kept:
 *   public menu data, never anything fetched with a token;
 * - sessionStorage, so a new browser session starts clean;
 * - an entry older than MENU_CACHE_MS (30 minutes) is dropped; a younger one is restored with its
 *   original fetch time, so the queries' own `staleTime` (MENU_REFETCH_MS, 5 minutes) decides when
 *   the menu is fetched again;
 * - a reload of the page (the browser's refresh, which the spec calls a forced refresh) clears it.
 */

export const MENU_CACHE_STORAGE_KEY = 'menu_cache';
const FORMAT_VERSION = 1;
/** Several answers arriving together are written once. */
const WRITE_DELAY_MS = 50;

type StoredQuery = { queryKey: QueryKey; data: unknown; dataUpdatedAt: number };
type StoredCache = { version: typeof FORMAT_VERSION; queries: StoredQuery[] };

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Reading `sessionStorage` itself throws when the browser blocks site data.
    return null;
  }
}

/** The page was loaded by the browser's reload button (or its keyboard shortcut). */
export function isForcedRefresh(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

function isStoredQuery(value: unknown): value is StoredQuery {
  if (typeof value !== 'object' || value === null) return false;
  const { queryKey, dataUpdatedAt } = value as Record<string, unknown>;
  return Array.isArray(queryKey) && typeof dataUpdatedAt === 'number' && 'data' in value;
}

function readCache(storage: Storage): StoredQuery[] {
  try {
    const text = storage.getItem(MENU_CACHE_STORAGE_KEY);
    if (text === null) return [];
    const value = JSON.parse(text) as Partial<StoredCache>;
    if (value.version !== FORMAT_VERSION || !Array.isArray(value.queries)) return [];
    return value.queries.filter(isStoredQuery);
  } catch {
    return [];
  }
}

type CacheOptions = {
  storage?: Storage | null;
  now?: () => number;
};

type RestoreOptions = CacheOptions & { forcedRefresh?: boolean };

/**
 * Puts the kept answers back into the query cache; call it before the first render. Returns how many
 * were restored.
 */
export function restoreMenuCache(
  client: QueryClient,
  { storage = sessionStore(), now = Date.now, forcedRefresh = isForcedRefresh() }: RestoreOptions = {},
): number {
  if (storage === null) return 0;
  if (forcedRefresh) {
    clearMenuCache(storage);
    return 0;
  }
  const fresh = readCache(storage).filter((query) => now() - query.dataUpdatedAt < MENU_CACHE_MS);
  for (const { queryKey, data, dataUpdatedAt } of fresh) {
    const query = client.getQueryCache().build(client, { queryKey, meta: { persist: true } });
    if (query.state.data === undefined) query.setData(data, { updatedAt: dataUpdatedAt, manual: true });
  }
  return fresh.length;
}

/** What the cache keeps: the successful answers of the persisted queries, younger than 30 minutes. */
function collect(client: QueryClient, now: number): StoredQuery[] {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.meta?.persist === true && query.meta.authenticated !== true })
    .filter(
      (query) =>
        query.state.status === 'success' &&
        query.state.data !== undefined &&
        now - query.state.dataUpdatedAt < MENU_CACHE_MS,
    )
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      dataUpdatedAt: query.state.dataUpdatedAt,
    }));
}

export function writeMenuCache(
  client: QueryClient,
  { storage = sessionStore(), now = Date.now }: CacheOptions = {},
): void {
  if (storage === null) return;
  const queries = collect(client, now());
  try {
    if (queries.length === 0) storage.removeItem(MENU_CACHE_STORAGE_KEY);
    else
      storage.setItem(
        MENU_CACHE_STORAGE_KEY,
        JSON.stringify({ version: FORMAT_VERSION, queries } satisfies StoredCache),
      );
  } catch {
    // Full or blocked storage: the menu is simply fetched again next time.
  }
}

export function clearMenuCache(storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(MENU_CACHE_STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/**
 * Keeps the storage in step with the cache: written shortly after a persisted query succeeds or is
 * removed, and when the page is hidden or left. Returns the function that stops it.
 */
export function persistMenuCache(client: QueryClient, options: CacheOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    writeMenuCache(client, options);
  };
  const schedule = () => {
    if (timer === undefined) timer = setTimeout(write, WRITE_DELAY_MS);
  };
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.query.meta?.persist !== true) return;
    if ((event.type === 'updated' && event.action.type === 'success') || event.type === 'removed') schedule();
  });
  const onPageHide = () => {
    if (timer !== undefined) clearTimeout(timer);
    write();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onPageHide);
  return () => {
    stopCache();
    if (timer !== undefined) clearTimeout(timer);
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', onPageHide);
  };
}
