import { DEFAULT_DELIVERY_MODE, type DeliveryMode, EMPTY_BASKET_TOTAL_CENTS } from '@tiffin/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isRecord, safeLocalStorage, storageKeys } from '@/lib/browser-storage';
import type { NewCartItem } from '@/lib/cart-item';
import {
  addLine,
  basketSubtotalCents,
  type CartItem,
  isCartItem,
  isDeliveryMode,
  itemCount,
  removeLine,
  setLineQuantity,
  withDeliveryMode,
} from '../utils/cart-lines';

/** What is kept under the spec's 'cart' key; subtotal and total are worked out from the lines. */
type PersistedBasket = { items: CartItem[]; deliveryMode: DeliveryMode };

export type BasketState = PersistedBasket & {
  addItem: (item: NewCartItem) => void;
  /** A quantity of 0 or below removes the line. */
  setQuantity: (lineId: string, quantity: number) => void;
  removeItem: (lineId: string) => void;
  /** Applies to every line. */
  setDeliveryMode: (mode: DeliveryMode) => void;
  clear: () => void;
};

const emptyBasket: PersistedBasket = { items: [], deliveryMode: DEFAULT_DELIVERY_MODE };

/** Bumped when the stored shape changes; a basket of another version is not trusted and starts empty. */
const STORAGE_VERSION = 1;

/** The stored value, checked line by line: a damaged or older entry cannot break the page. */
function readPersisted(value: unknown): PersistedBasket {
  if (!isRecord(value)) return emptyBasket;
  return {
    items: Array.isArray(value.items) ? value.items.filter(isCartItem) : [],
    deliveryMode: isDeliveryMode(value.deliveryMode) ? value.deliveryMode : DEFAULT_DELIVERY_MODE,
  };
}

/**
 * The basket (visitor-side §3 "Cart", §4 "Cart"), kept in localStorage under 'cart' with Zustand's
 * persist: `{ "state": { "items": [...], "deliveryMode": "collection" }, "version": 1 }`.
 */
export const useBasketStore = create<BasketState>()(
  persist(
    (set) => ({
      ...emptyBasket,
      addItem: (item) => set((state) => ({ items: addLine(state.items, item, state.deliveryMode) })),
      setQuantity: (lineId, quantity) =>
        set((state) => ({ items: setLineQuantity(state.items, lineId, quantity) })),
      removeItem: (lineId) => set((state) => ({ items: removeLine(state.items, lineId) })),
      setDeliveryMode: (mode) =>
        set((state) => ({ deliveryMode: mode, items: withDeliveryMode(state.items, mode) })),
      clear: () => set(emptyBasket),
    }),
    {
      name: storageKeys.cart,
      version: STORAGE_VERSION,
      // JSON under 'cart' through lib/browser-storage, which never throws: a blocked or full storage
      // keeps the basket for this page only; damaged text reads as no basket, `merge` checks the rest.
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({ items, deliveryMode }) => ({ items, deliveryMode }),
      // Another version's basket (the first site kept euros, not cents) is dropped, not converted.
      migrate: () => emptyBasket,
      // The stored key is the whole truth: when it is gone (signed out in another tab), so is the basket.
      merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
    },
  ),
);

// The basket changed or was cleared in another tab (sign-out clears the key): this tab follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.cart) void useBasketStore.persist.rehydrate();
  });
}

export const selectItemCount = (state: BasketState) => itemCount(state.items);
export const selectSubtotalCents = (state: BasketState) => basketSubtotalCents(state.items);
/** Total = subtotal: the basket shows no fees (visitor-side §4); an empty basket totals €0.00. */
export const selectTotalCents = (state: BasketState) =>
  state.items.length === 0 ? EMPTY_BASKET_TOTAL_CENTS : basketSubtotalCents(state.items);
