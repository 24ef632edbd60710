import { describe, expect, it } from 'vitest';
import { buildProduct, curries, desserts, starters } from '@/testing/fixtures';
import { groupProductsByCategory } from './group-products-by-category';

describe('grouping dishes by category', () => {
  it('keeps the categories and the dishes in the order the API gives them', () => {
    const samosa = buildProduct(starters, { id: 2, name: 'Samosa' });
    const korma = buildProduct(curries, { id: 3, name: 'Korma' });
    const bhaji = buildProduct(starters, { id: 1, name: 'Bhaji' });

    const groups = groupProductsByCategory([curries, starters, desserts], [samosa, korma, bhaji]);

    expect(groups.map((group) => group.category.name)).toEqual(['House Curries', 'Starters', 'Desserts']);
    expect(groups.map((group) => group.products.map((product) => product.name))).toEqual([
      ['Korma'],
      ['Samosa', 'Bhaji'],
      [],
    ]);
  });

  it('leaves out a dish whose category is not listed', () => {
    const orphan = buildProduct({ id: 99, name: 'Hidden' }, { id: 5 });
    expect(groupProductsByCategory([starters], [orphan])).toEqual([{ category: starters, products: [] }]);
  });
});
