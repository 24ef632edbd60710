import type { Product } from '@tiffin/core/contracts';
import { create } from 'zustand';
import { type PersistStorage, persist, type StorageValue } from 'zustand/middleware';
import { isRecord, readText, storageKeys, writeText } from '@/lib/browser-storage';

/**
 * What is kept under the spec's 'wishlist_items' key (visitor-side §3 "Wishlist"): the favourite
 * dishes' ids, and the dishes as the server's list gave them (newest first).
 */
type PersistedFavourites = { productIds: number[]; items: Product[] };

export type FavouritesState = PersistedFavourites & {
  /**
   * The changes sent and not answered yet: product id → favourite or not. Not stored; while one is
   * on its way its heart ignores presses, and a list from the server does not undo it on screen.
   */
  pending: Readonly<Record<number, boolean>>;
  /** The server's list, with the changes still on their way laid over it. */
  syncFromServer: (food: readonly Product[]) => void;
  /** Shows a change at once (visitor-side §4 "Wishlist toggle": optimistic) and marks it on its way. */
  begin: (product: Product, favourite: boolean) => void;
  /** The server took the change. */
  settle: (productId: number) => void;
  /** The server refused the change: it is undone on screen. */
  revert: (product: Product, favourite: boolean) => void;
  /** Signing out: nothing stays, in memory or in storage. */
  clear: () => void;
};

const noFavourites: PersistedFavourites = { productIds: [], items: [] };

/** Bumped when the stored shape changes; another version's list is dropped (the server has the truth). */
const STORAGE_VERSION = 1;

/** The list with the dish put first (favourite) or taken out. */
function withChange(current: PersistedFavourites, product: Product, favourite: boolean): PersistedFavourites {
  const items = current.items.filter((item) => item.id !== product.id);
  const productIds = current.productIds.filter((id) => id !== product.id);
  return favourite
    ? { productIds: [product.id, ...productIds], items: [product, ...items] }
    : { productIds, items };
}

function withoutPending(pending: Readonly<Record<number, boolean>>, productId: number) {
  const { [productId]: _settled, ...rest } = pending;
  return rest;
}

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

function readPersisted(value: unknown): PersistedFavourites {
  if (!isRecord(value)) return noFavourites;
  const items = Array.isArray(value.items) ? value.items.filter(isStoredProduct) : [];
  const productIds = Array.isArray(value.productIds)
    ? value.productIds.filter((id): id is number => Number.isInteger(id))
    : items.map((item) => item.id);
  return { productIds, items };
}

/** JSON under 'wishlist_items' through lib/browser-storage, which never throws. */
const favouritesStorage: PersistStorage<PersistedFavourites> = {
  getItem: () => {
    const text = readText(storageKeys.wishlistItems);
    if (text === null) return null;
    try {
      return JSON.parse(text) as StorageValue<PersistedFavourites>;
    } catch {
      return null;
    }
  },
  // No favourites, no key: a visitor's browser keeps none.
  setItem: (_name, value) =>
    writeText(
      storageKeys.wishlistItems,
      value.state.productIds.length === 0 && value.state.items.length === 0 ? null : JSON.stringify(value),
    ),
  removeItem: () => writeText(storageKeys.wishlistItems, null),
};

/**
 * The hearts' state: which dishes are the signed-in customer's favourites, kept under
 * 'wishlist_items' as `{ "state": { "productIds": [12], "items": [{ "id": 12, ... }] }, "version": 1 }`
 * so a reload shows the hearts at once; the server's list (get-favourites.ts) replaces it on arrival.
 */
export const useFavouritesStore = create<FavouritesState>()(
  persist(
    (set) => ({
      ...noFavourites,
      pending: {},
      syncFromServer: (food) =>
        set((state) => {
          let next: PersistedFavourites = { productIds: food.map((item) => item.id), items: [...food] };
          for (const product of state.items.concat(food)) {
            const favourite = state.pending[product.id];
            if (favourite !== undefined) next = withChange(next, product, favourite);
          }
          return next;
        }),
      begin: (product, favourite) =>
        set((state) => ({
          ...withChange(state, product, favourite),
          pending: { ...state.pending, [product.id]: favourite },
        })),
      settle: (productId) => set((state) => ({ pending: withoutPending(state.pending, productId) })),
      revert: (product, favourite) =>
        set((state) => ({
          ...withChange(state, product, !favourite),
          pending: withoutPending(state.pending, product.id),
        })),
      clear: () => set({ ...noFavourites, pending: {} }),
    }),
    {
      name: storageKeys.wishlistItems,
      version: STORAGE_VERSION,
      storage: favouritesStorage,
      partialize: ({ productIds, items }) => ({ productIds, items }),
      migrate: () => noFavourites,
      // The stored key is the whole truth: when it is gone (signed out in another tab), so are the hearts.
      merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
    },
  ),
);

// The favourites changed or were cleared in another tab: this tab follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.wishlistItems) {
      void useFavouritesStore.persist.rehydrate();
    }
  });
}

/** Whether the dish is among the favourites (as shown: changes on their way included). */
export const selectIsFavourite = (productId: number) => (state: FavouritesState) =>
  state.productIds.includes(productId);

/** Whether a change to the dish is on its way; `false` for a removal. */
export const selectPendingChange = (productId: number) => (state: FavouritesState) =>
  state.pending[productId];
