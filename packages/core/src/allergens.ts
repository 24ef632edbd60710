/**
 * The allergens a dish declares, in a module of their own: only the dish dialog and the checkout
 * read them, and a module the first visit also reads would carry them into its chunk.
 */

/** The 14 allergens that EU Regulation 1169/2011 (Annex II) requires a food business to declare. */
export const ALLERGEN_CODES = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree_nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

/** Display names as the regulation words them. */
export const ALLERGENS = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  tree_nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soya: 'Soya',
  sulphites: 'Sulphur dioxide and sulphites',
} as const satisfies Record<AllergenCode, string>;

export function isAllergenCode(code: string): code is AllergenCode {
  return Object.hasOwn(ALLERGENS, code);
}

/** The display name of an allergen code; an unknown code is shown as stored rather than hidden. */
export function allergenName(code: string): string {
  return isAllergenCode(code) ? ALLERGENS[code] : code;
}

/** The code of an allergen given by its code or its display name (any case); null when not on the list. */
export function allergenCodeOf(given: string): AllergenCode | null {
  const wanted = given.trim().toLowerCase();
  for (const code of ALLERGEN_CODES) {
    if (code === wanted || ALLERGENS[code].toLowerCase() === wanted) return code;
  }
  return null;
}

/**
 * A line's allergens as sold (issue 31): the dish's and every chosen option's, each once, in the
 * regulation's order; a code not on the list (an old snapshot) is kept at the end.
 */
export function combinedAllergens(
  dish: readonly string[],
  options: readonly (readonly string[])[],
): string[] {
  const all = new Set([dish, ...options].flat());
  const known = ALLERGEN_CODES.filter((code) => all.has(code));
  const unknown = [...all].filter((code) => !isAllergenCode(code));
  return [...known, ...unknown];
}
