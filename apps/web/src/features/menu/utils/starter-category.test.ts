import { describe, expect, it } from 'vitest';
import { defaultCategory, startersFirst } from './starter-category';

const category = (id: number, name: string) => ({ id, name });

describe('the starter category', () => {
  it('is the one named Starter before any other that mentions starters', () => {
    const categories = [category(1, 'Mains'), category(2, 'Vegan starters'), category(3, 'Starter')];
    expect(defaultCategory(categories)?.name).toBe('Starter');
  });

  it('else the first whose name contains starter or appetizer, in any case', () => {
    expect(defaultCategory([category(1, 'Mains'), category(2, 'STARTERS')])?.name).toBe('STARTERS');
    expect(defaultCategory([category(1, 'Mains'), category(2, 'Appetizers')])?.name).toBe('Appetizers');
    expect(defaultCategory([category(1, 'Mains'), category(2, 'Appetisers')])?.name).toBe('Appetisers');
  });

  it('else the first category; none for an empty menu', () => {
    expect(defaultCategory([category(1, 'Curries'), category(2, 'Breads')])?.name).toBe('Curries');
    expect(defaultCategory([])).toBeUndefined();
  });

  it('is sorted first; the others keep the kitchen’s order', () => {
    const sorted = startersFirst(
      [category(1, 'Curries'), category(2, 'Breads'), category(3, 'Appetizers'), category(4, 'Desserts')],
      (item) => item,
    );
    expect(sorted.map((item) => item.name)).toEqual(['Appetizers', 'Curries', 'Breads', 'Desserts']);
    expect(startersFirst([category(1, 'Curries')], (item) => item).map((item) => item.name)).toEqual([
      'Curries',
    ]);
  });
});
