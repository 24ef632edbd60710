import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@tiffin/core';
import { isRecord, readText, storageKeys, writeText } from '@/lib/browser-storage';
import { favouritesQueryKey } from '../utils/favourite-list';

/**
 * What is kept under the spec's 'wishlist_items' key (visitor-side §3 "Wishlist"): the favourite
 * dishes' ids and the dishes as the server's list gave them, newest first, as
 * `{ "state": { "productIds": [12], "items": [{ "id": 12, ... }] }, "version": 1 }`. Written from the
 * query cache (`keepFavouritesStored`); read back as the list's stand-in after a reload.
 */
type StoredFavourites = { state: { productIds: number[]; items: Product[] }; version: number };

/** Bumped when the stored shape changes; another version's list is ignored (the server has the truth). */
const STORAGE_VERSION = 1;

/** A stored dish is trusted as far as the cards read it; anything else is dropped. */
function isStoredProduct(value: unknown): value is Product {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    typeof value.name === 'string' &&
    typeof value.price === 'string' &&
    (typeof value.image === 'string' || value.image === null)
  );
}

/** The dishes kept by an earlier visit, or undefined when none (or a damaged or older entry) is kept. */
export function readStoredFavourites(): Product[] | undefined {
  const text = readText(storageKeys.wishlistItems);
  if (text === null) return undefined;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isRecord(stored) || stored.version !== STORAGE_VERSION || !isRecord(stored.state)) return undefined;
    const { items } = stored.state;
    return Array.isArray(items) ? items.filter(isStoredProduct) : undefined;
  } catch {
    return undefined;
  }
}

function writeStoredFavourites(food: readonly Product[]): void {
  const stored: StoredFavourites = {
    state: { productIds: food.map((item) => item.id), items: [...food] },
    version: STORAGE_VERSION,
  };
  // No favourites, no key: a visitor's browser keeps none.
  writeText(storageKeys.wishlistItems, food.length === 0 ? null : JSON.stringify(stored));
}

/** The session ended or changed: its favourites are not kept. */
export function forgetStoredFavourites(): void {
  writeText(storageKeys.wishlistItems, null);
}

const isFavouritesKey = (queryKey: readonly unknown[]) =>
  queryKey.length === favouritesQueryKey.length &&
  queryKey.every((part, i) => part === favouritesQueryKey[i]);

/**
 * Keeps 'wishlist_items' in step with the favourites in the query cache (every list the server
 * gives and every change it takes), and follows another tab's: returns the function that stops it.
 */
export function keepFavouritesStored(queryClient: QueryClient): () => void {
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type !== 'updated' ||
      event.action.type !== 'success' ||
      !isFavouritesKey(event.query.queryKey)
    ) {
      return;
    }
    const food = event.query.state.data as Product[] | undefined;
    if (food !== undefined) writeStoredFavourites(food);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.wishlistItems) return;
    // Changed there: the same list here. Removed there (signed out): that tab's session rule follows.
    const food = readStoredFavourites();
    if (food !== undefined) queryClient.setQueryData(favouritesQueryKey, food);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stopCache();
    window.removeEventListener('storage', onStorage);
  };
}
