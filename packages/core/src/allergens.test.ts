import { describe, expect, it } from 'vitest';
import { allergenCodeOf, allergensOptionsMayAdd, combinedAllergens } from './allergens.ts';
import { allergenListSchema } from './contracts/index.ts';

describe('an allergen given by the staff (issue 31)', () => {
  it('is read by its code or its name as the regulation words it, in any case', () => {
    expect(allergenCodeOf('tree_nuts')).toBe('tree_nuts');
    expect(allergenCodeOf('Tree nuts')).toBe('tree_nuts');
    expect(allergenCodeOf('  CRUSTACEANS ')).toBe('crustaceans');
    expect(allergenCodeOf('cereals containing gluten')).toBe('gluten');
    expect(allergenCodeOf('Sulphur dioxide and sulphites')).toBe('sulphites');
  });

  it('is none when not on the EU list, whatever it looks like', () => {
    for (const given of ['Unicorn', 'Nuts', 'tree nut', '', 'toString', 'constructor', 'tree-nuts']) {
      expect(allergenCodeOf(given)).toBeNull();
    }
  });

  it('is kept as codes by the staff schema; an unknown name or one given twice is refused', () => {
    expect(allergenListSchema.parse(['Milk', 'tree_nuts', 'CELERY'])).toEqual([
      'milk',
      'tree_nuts',
      'celery',
    ]);
    const unknown = allergenListSchema.safeParse(['Milk', 'Unicorn']);
    expect(unknown.error?.issues[0]?.message).toBe('An allergen of the EU list');
    // The same allergen by its name and its code is still the same allergen.
    expect(allergenListSchema.safeParse(['Milk', 'milk']).error?.issues[0]?.message).toBe(
      'Each allergen once',
    );
  });
});

describe("a line's allergens as sold (issue 31)", () => {
  it("are the dish's and every chosen option's, each once, in the regulation's order", () => {
    expect(combinedAllergens(['milk', 'tree_nuts'], [['crustaceans'], []])).toEqual([
      'crustaceans',
      'milk',
      'tree_nuts',
    ]);
    expect(combinedAllergens(['gluten', 'milk'], [['gluten', 'milk', 'tree_nuts']])).toEqual([
      'gluten',
      'milk',
      'tree_nuts',
    ]);
  });

  it('are none when neither the dish nor its options declare any', () => {
    expect(combinedAllergens([], [])).toEqual([]);
    expect(combinedAllergens([], [[], []])).toEqual([]);
  });

  it('keep a code not on the list (an old snapshot) at the end rather than drop it', () => {
    expect(combinedAllergens(['nuts', 'milk'], [['eggs']])).toEqual(['eggs', 'milk', 'nuts']);
  });
});

describe('what a dish’s options may add (issue 47)', () => {
  it('is each allergen an option declares beyond the dish’s own, in the regulation’s order, with its options', () => {
    const protein = [
      { label: 'Chicken', allergens: [] },
      { label: 'Paneer', allergens: ['milk'] },
      { label: 'King prawn', allergens: ['crustaceans'] },
    ];
    expect(allergensOptionsMayAdd([], protein)).toEqual([
      { code: 'crustaceans', options: ['King prawn'] },
      { code: 'milk', options: ['Paneer'] },
    ]);
    expect(allergensOptionsMayAdd(['milk', 'tree_nuts'], protein)).toEqual([
      { code: 'crustaceans', options: ['King prawn'] },
    ]);
  });

  it('names each option once under every allergen it adds', () => {
    const bread = [
      { label: 'Plain naan', allergens: ['gluten', 'milk'] },
      { label: 'Peshwari naan', allergens: ['gluten', 'milk', 'tree_nuts'] },
      { label: 'Plain naan', allergens: ['gluten'] },
    ];
    expect(allergensOptionsMayAdd(['milk'], bread)).toEqual([
      { code: 'gluten', options: ['Plain naan', 'Peshwari naan'] },
      { code: 'tree_nuts', options: ['Peshwari naan'] },
    ]);
    expect(allergensOptionsMayAdd(['milk'], [{ label: 'Chicken', allergens: [] }])).toEqual([]);
  });
});
