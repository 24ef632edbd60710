/** The options the demo menu's dishes share, and the words said of them (menu-data.ts). */
import type { Allergen, SeedOption, SeedVariation } from '../seed-types.ts';

export const option = (
  label: string,
  priceCents: number,
  stock?: number,
  allergens: Allergen[] = [],
): SeedOption => ({
  label,
  priceCents,
  ...(stock === undefined ? {} : { stock }),
  ...(allergens.length === 0 ? {} : { allergens }),
});

/** The usual four heat levels. */
export const spiceLevel = (): SeedVariation => ({
  name: 'Spice level',
  options: [option('Mild', 0), option('Medium', 0), option('Hot', 0), option('Extra hot', 0)],
});

/** For house curries: the sauce is the dish, the customer picks what goes in it. */
export const protein = (kingPrawnStock?: number): SeedVariation => ({
  name: 'Protein',
  options: [
    option('Chicken', 0),
    option('Lamb', 200),
    option('King prawn', 350, kingPrawnStock, ['crustaceans']),
    // Paneer is a fresh cheese.
    option('Paneer', 0, undefined, ['milk']),
    option('Mixed vegetable', 0),
  ],
});

/**
 * The naan served with a tandoori main: every naan is wheat flour leavened with yoghurt and brushed
 * with butter; the garlic one has garlic butter, the cheese one cheddar and mozzarella, and the
 * Peshwari one ground almonds (its coconut is not one of the 14).
 */
export const bread = (peshwariStock?: number): SeedVariation => ({
  name: 'Bread',
  options: [
    option('Plain naan', 0, undefined, ['gluten', 'milk']),
    option('Garlic naan', 50, undefined, ['gluten', 'milk']),
    option('Peshwari naan', 100, peshwariStock, ['gluten', 'milk', 'tree_nuts']),
    option('Cheese naan', 120, undefined, ['gluten', 'milk']),
  ],
});

export const portion = (largeCents: number, largeStock?: number): SeedVariation => ({
  name: 'Portion',
  options: [option('Regular', 0), option('Large', largeCents, largeStock)],
});

export const NAAN_NOTE =
  'Comes with salad, mint yoghurt and a naan of your choice (the Peshwari naan contains almonds).';
export const PROTEIN_NOTE = 'King prawn adds crustaceans; paneer adds milk.';

/** Adds the note about the naan that comes with a tandoori main. */
export const withNaan = (text: string): string => `${text} ${NAAN_NOTE}`;

/** Adds the note about allergens brought in by the protein choice. */
export const withProteinNote = (text: string): string => `${text} ${PROTEIN_NOTE}`;
