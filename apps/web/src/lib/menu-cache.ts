import { type AsyncStorage, experimental_createQueryPersister } from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { MENU_CACHE_MS } from '@tiffin/core';

/**
 * The menu cache (visitor-side §4 "Menu cache"): the answers of the public menu calls, kept in
 * session storage with the time each was fetched, so a return to the menu within the same browser
 * session shows it at once instead of a loading state. TanStack Query's per-query persister
 * (`experimental_createQueryPersister`, set as the browser's default `persister` in main.tsx):
 *
 * - only queries marked `meta: { persist: true }` (lib/query-client.ts `persistedMeta`) are kept:
 *   public menu data, never anything fetched with a token;
 * - sessionStorage, one entry per query under 'menu_cache-<query hash>', so a new browser session
 *   starts clean;
 * - an entry older than MENU_CACHE_MS (30 minutes) is dropped; a younger one is restored, when its
 *   query is first wanted, with its original fetch time, so the queries' own `staleTime`
 *   (MENU_REFETCH_MS, 5 minutes) decides whether it is fetched again at once;
 * - a reload of the page (the browser's refresh, which the spec calls a forced refresh) clears it;
 * - every answer is written as it arrives (by the persister), and those a server-rendered page
 *   carries when the page starts (`keepPageAnswers`).
 */
export const MENU_CACHE_PREFIX = 'menu_cache';

/** What every query of the public menu's key starts with (features/menu/api): asked for again at once when the menu changes. */
export const MENU_QUERY_PREFIX = ['menu'] as const;

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Reading `sessionStorage` itself throws when the browser blocks site data.
    return null;
  }
}

/** Session storage as the persister uses it; a full or blocked storage keeps nothing and never throws. */
function persisterStorage(storage: Storage): AsyncStorage {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Full: the menu is simply fetched again next time.
      }
    },
    removeItem: (key) => storage.removeItem(key),
    entries: () => Object.keys(storage).map((key) => [key, storage.getItem(key) ?? ''] as [string, string]),
  };
}

const isKept = (query: Query) => query.meta?.persist === true && query.meta.authenticated !== true;

/** The persister over session storage (none on the server, or when the browser blocks storage). */
export function createMenuPersister(storage: Storage | null = sessionStore()) {
  return experimental_createQueryPersister({
    storage: storage === null ? null : persisterStorage(storage),
    prefix: MENU_CACHE_PREFIX,
    maxAge: MENU_CACHE_MS,
    filters: { predicate: isKept },
  });
}

export type MenuPersister = ReturnType<typeof createMenuPersister>;

/** The page was loaded by the browser's reload button (or its keyboard shortcut). */
export function isForcedRefresh(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

/** Forgets every kept answer; at once, before any query can read one. */
export function clearMenuCache(storage: Storage | null = sessionStore()): void {
  if (storage === null) return;
  for (const key of Object.keys(storage)) {
    if (key.startsWith(`${MENU_CACHE_PREFIX}-`)) storage.removeItem(key);
  }
}

/**
 * Writes the kept answers already in the cache: the ones a server-rendered page carries (the
 * persister writes what it fetches itself).
 */
export function keepPageAnswers(client: QueryClient, persister: MenuPersister): void {
  for (const query of client.getQueryCache().findAll({ predicate: isKept })) {
    if (query.state.status === 'success') void persister.persistQuery(query);
  }
}
