import { beforeEach, describe, expect, it } from 'vitest';
import type { NewCartItem } from '@/lib/cart-item';
import { selectItemCount, selectTotalCents, useBasketStore } from './basket-store';

function bhaji(overrides: Partial<NewCartItem> = {}): NewCartItem {
  return {
    productId: 2,
    name: 'Onion Bhaji',
    description: 'Three fritters.',
    basePriceCents: 650,
    image: 'onion-bhaji.svg',
    category: { id: 1, name: 'Starters' },
    quantity: 1,
    selectedVariations: {},
    additionalNote: '',
    allergens: [],
    ...overrides,
  };
}

function stored(): { state: { items: { quantity: number; deliveryMode: string }[]; deliveryMode: string } } {
  return JSON.parse(localStorage.getItem('cart') ?? 'null');
}

/** What a new page load of the site would read. */
async function reload() {
  await useBasketStore.persist.rehydrate();
  return useBasketStore.getState();
}

describe('the basket store', () => {
  beforeEach(async () => {
    localStorage.clear();
    await reload();
  });

  it('starts empty, in collection mode, with a total of €0.00', () => {
    const state = useBasketStore.getState();
    expect(state.items).toEqual([]);
    expect(state.deliveryMode).toBe('collection');
    expect(selectTotalCents(state)).toBe(0);
  });

  it('keeps the basket under the spec’s "cart" key and reads it back on the next visit', async () => {
    useBasketStore.getState().addItem(bhaji({ quantity: 2 }));
    useBasketStore.getState().setDeliveryMode('delivery');

    expect(stored().state.deliveryMode).toBe('delivery');
    expect(stored().state.items).toMatchObject([{ productId: 2, quantity: 2, deliveryMode: 'delivery' }]);

    // A new page: the store starts from its defaults and reads the key.
    const kept = localStorage.getItem('cart') ?? '';
    useBasketStore.setState({ items: [], deliveryMode: 'collection' });
    localStorage.setItem('cart', kept);
    const state = await reload();
    expect(state.items).toMatchObject([{ name: 'Onion Bhaji', quantity: 2, priceCents: 650 }]);
    expect(state.deliveryMode).toBe('delivery');
    expect(selectItemCount(state)).toBe(2);
    expect(selectTotalCents(state)).toBe(1300);
  });

  it('new lines take the basket’s delivery mode, so the same dish added again merges', () => {
    useBasketStore.getState().setDeliveryMode('delivery');
    useBasketStore.getState().addItem(bhaji());
    useBasketStore.getState().addItem(bhaji());

    expect(useBasketStore.getState().items).toMatchObject([{ quantity: 2, deliveryMode: 'delivery' }]);
  });

  it('ignores a damaged entry or a basket of another version, and drops lines it cannot trust', async () => {
    localStorage.setItem('cart', '{not json');
    expect((await reload()).items).toEqual([]);

    localStorage.setItem('cart', JSON.stringify({ items: [{ name: 'Old', price: 6.5 }], total: 6.5 }));
    expect((await reload()).items).toEqual([]);

    useBasketStore.getState().addItem(bhaji());
    const good = stored();
    localStorage.setItem(
      'cart',
      JSON.stringify({
        ...good,
        state: { ...good.state, items: [...good.state.items, { name: 'Bad', price: 6.5 }] },
      }),
    );
    expect((await reload()).items.map((item) => item.name)).toEqual(['Onion Bhaji']);
  });

  it('when the key is removed (sign-out in another tab) a new read finds an empty basket', async () => {
    useBasketStore.getState().addItem(bhaji());
    localStorage.removeItem('cart');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: null }));
    await Promise.resolve();

    expect(useBasketStore.getState().items).toEqual([]);
  });

  it('follows a basket changed in another tab', async () => {
    useBasketStore.getState().addItem(bhaji());
    const fromOtherTab = stored();
    fromOtherTab.state.items[0] = { ...fromOtherTab.state.items[0], quantity: 5 } as never;
    localStorage.setItem('cart', JSON.stringify(fromOtherTab));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    await Promise.resolve();

    expect(useBasketStore.getState().items[0]?.quantity).toBe(5);
  });

  it('clear empties the basket and its stored lines', () => {
    useBasketStore.getState().addItem(bhaji());
    useBasketStore.getState().clear();
    expect(useBasketStore.getState().items).toEqual([]);
    expect(stored().state.items).toEqual([]);
  });
});
