import { describe, expect, it } from 'vitest';
import { buildProduct, curries, starters } from '@/testing/fixtures';
import { useFavouritesStore } from './favourites-store';

const bhaji = buildProduct(starters, { id: 1, name: 'Onion Bhaji' });
const samosa = buildProduct(starters, { id: 2, name: 'Vegetable Samosa' });
const rogan = buildProduct(curries, { id: 20, name: 'Lamb Rogan Josh', price: '16.95' });

function reset() {
  useFavouritesStore.getState().clear();
  return useFavouritesStore.getState();
}

const stored = () => JSON.parse(localStorage.getItem('wishlist_items') ?? 'null');
const ids = () => useFavouritesStore.getState().productIds;

describe('the favourites store', () => {
  it('keeps the ids and the dishes under wishlist_items, newest first', () => {
    const store = reset();
    store.syncFromServer([rogan, bhaji]);

    expect(stored()).toEqual({ state: { productIds: [20, 1], items: [rogan, bhaji] }, version: 1 });

    store.begin(samosa, true);
    expect(ids()).toEqual([2, 20, 1]);
    expect(stored().state.items.map((item: { id: number }) => item.id)).toEqual([2, 20, 1]);
  });

  it('a change is shown at once, undone when refused, and kept when taken', () => {
    const store = reset();
    store.syncFromServer([bhaji]);

    store.begin(bhaji, false);
    expect(ids()).toEqual([]);
    expect(useFavouritesStore.getState().pending).toEqual({ 1: false });
    store.revert(bhaji, false);
    expect(ids()).toEqual([1]);
    expect(useFavouritesStore.getState().pending).toEqual({});

    store.begin(rogan, true);
    store.settle(20);
    expect(ids()).toEqual([20, 1]);
    expect(useFavouritesStore.getState().pending).toEqual({});
  });

  it('a list from the server does not undo a change still on its way', () => {
    const store = reset();
    store.syncFromServer([bhaji, samosa]);
    store.begin(rogan, true);
    store.begin(samosa, false);

    // An answer that left the server before the changes arrived there.
    store.syncFromServer([bhaji, samosa]);

    expect(ids()).toEqual([20, 1]);
  });

  it('reads what an earlier visit stored, and ignores a damaged entry', () => {
    reset();
    localStorage.setItem(
      'wishlist_items',
      JSON.stringify({ state: { productIds: [1], items: [bhaji, { id: 'x' }] }, version: 1 }),
    );
    void useFavouritesStore.persist.rehydrate();
    expect(useFavouritesStore.getState()).toMatchObject({ productIds: [1], items: [bhaji] });

    localStorage.setItem('wishlist_items', '{not json');
    void useFavouritesStore.persist.rehydrate();
    expect(ids()).toEqual([]);
  });

  it('clearing leaves nothing in memory or in storage', () => {
    const store = reset();
    store.syncFromServer([bhaji]);
    store.begin(rogan, true);

    store.clear();

    expect(useFavouritesStore.getState()).toMatchObject({ productIds: [], items: [], pending: {} });
    expect(localStorage.getItem('wishlist_items')).toBeNull();
  });
});
