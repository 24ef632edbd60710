import { describe, expect, it } from 'vitest';
import type { NewCartItem, SelectedVariation } from '@/lib/cart-item';
import {
  addLine,
  basketSubtotalCents,
  cartUniqueId,
  isCartItem,
  itemCount,
  quantitiesByProduct,
  setLineQuantity,
  toCartItem,
  withDeliveryMode,
} from './cart-lines';

const lamb: SelectedVariation = {
  variationId: 13,
  variationName: 'Protein',
  optionId: 52,
  label: 'Lamb',
  priceCents: 200,
};
const hot: SelectedVariation = {
  variationId: 14,
  variationName: 'Spice level',
  optionId: 57,
  label: 'Hot',
  priceCents: 0,
};
const prawn: SelectedVariation = { ...lamb, optionId: 53, label: 'King prawn', priceCents: 350 };

function dish(overrides: Partial<NewCartItem> = {}): NewCartItem {
  return {
    productId: 20,
    name: 'Vindaloo',
    description: 'A Goan-style sauce.',
    basePriceCents: 1395,
    image: 'curry.svg',
    category: { id: 3, name: 'House Curries' },
    quantity: 1,
    selectedVariations: { 13: lamb, 14: hot },
    additionalNote: '',
    allergens: ['Mustard'],
    ...overrides,
  };
}

describe('basket lines', () => {
  it('keeps the spec’s fields, with the price of one portion as base + options in cents', () => {
    const line = toCartItem(dish({ quantity: 2, additionalNote: '  no coriander ' }), 'collection', {
      id: 'line-1',
      now: new Date('2026-11-21T18:30:00Z'),
    });

    expect(line).toEqual({
      id: 'line-1',
      uniqueId: '20|13:52,14:57|no coriander',
      productId: 20,
      name: 'Vindaloo',
      description: 'A Goan-style sauce.',
      priceCents: 1595,
      basePriceCents: 1395,
      variationPriceCents: 200,
      image: 'curry.svg',
      category: { id: 3, name: 'House Curries' },
      quantity: 2,
      deliveryMode: 'collection',
      selectedVariations: { 13: lamb, 14: hot },
      additionalNote: 'no coriander',
      allergens: ['Mustard'],
      addedAt: '2026-11-21T18:30:00.000Z',
    });
    expect(isCartItem(line)).toBe(true);
  });

  it('the unique id does not depend on the order the options were chosen in', () => {
    expect(cartUniqueId(20, { 14: hot, 13: lamb }, '')).toBe(cartUniqueId(20, { 13: lamb, 14: hot }, ''));
  });

  it('adding the same dish with the same options, note and mode raises the quantity', () => {
    let items = addLine([], dish(), 'collection');
    items = addLine(items, dish({ quantity: 2 }), 'collection');

    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(3);
  });

  it('other options, another note or another delivery mode make a new line', () => {
    let items = addLine([], dish(), 'collection');
    items = addLine(items, dish({ selectedVariations: { 13: prawn, 14: hot } }), 'collection');
    items = addLine(items, dish({ additionalNote: 'extra sauce' }), 'collection');
    items = addLine(items, dish(), 'delivery');
    items = addLine(items, dish({ productId: 21 }), 'collection');

    expect(items.map((item) => item.quantity)).toEqual([1, 1, 1, 1, 1]);
    expect(new Set(items.map((item) => item.id)).size).toBe(5);
  });

  it('a note that differs only by surrounding spaces is the same note', () => {
    let items = addLine([], dish({ additionalNote: 'extra sauce' }), 'collection');
    items = addLine(items, dish({ additionalNote: ' extra sauce  ' }), 'collection');
    expect(items).toHaveLength(1);
  });

  it('a quantity of 0 or below removes the line', () => {
    const items = addLine(addLine([], dish(), 'collection'), dish({ productId: 21 }), 'collection');
    const [first] = items;
    if (!first) throw new Error('no line');

    expect(setLineQuantity(items, first.id, 4).map((item) => item.quantity)).toEqual([4, 1]);
    expect(setLineQuantity(items, first.id, 0).map((item) => item.productId)).toEqual([21]);
    expect(setLineQuantity(items, first.id, -2).map((item) => item.productId)).toEqual([21]);
  });

  it('changing the delivery mode applies it to every line, joining lines that become the same', () => {
    let items = addLine([], dish(), 'collection');
    items = addLine(items, dish({ productId: 21 }), 'collection');
    items = addLine(items, dish({ quantity: 2 }), 'delivery');

    const delivered = withDeliveryMode(items, 'delivery');

    expect(delivered.map((item) => item.deliveryMode)).toEqual(['delivery', 'delivery']);
    expect(delivered.map((item) => [item.productId, item.quantity])).toEqual([
      [20, 3],
      [21, 1],
    ]);
  });

  it('counts portions, totals lines in cents, and sums each dish across its options', () => {
    let items = addLine([], dish({ quantity: 2 }), 'collection'); // 2 × 15.95
    items = addLine(items, dish({ selectedVariations: { 13: prawn, 14: hot } }), 'collection'); // 17.45
    items = addLine(items, dish({ productId: 2, basePriceCents: 650, selectedVariations: {} }), 'collection');

    expect(itemCount(items)).toBe(4);
    expect(basketSubtotalCents(items)).toBe(2 * 1595 + 1745 + 650);
    expect(basketSubtotalCents([])).toBe(0);
    expect([...quantitiesByProduct(items)]).toEqual([
      [20, 3],
      [2, 1],
    ]);
  });

  it('does not trust a stored line with euros instead of cents or a missing field', () => {
    const line = toCartItem(dish(), 'collection');
    expect(isCartItem({ ...line, priceCents: 15.95 })).toBe(false);
    expect(isCartItem({ ...line, deliveryMode: 'drone' })).toBe(false);
    expect(isCartItem({ ...line, quantity: 0 })).toBe(false);
    const { uniqueId: _uniqueId, ...withoutId } = line;
    expect(isCartItem(withoutId)).toBe(false);
  });
});
