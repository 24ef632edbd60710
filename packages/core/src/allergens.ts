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

/**
 * What customers call groups of the fourteen (issue 47): "nuts" are the regulation's tree nuts and
 * peanuts, "shellfish" its crustaceans and molluscs. The menu's filter offers each as one tick.
 */
export const ALLERGEN_GROUPS = [
  { name: 'Nuts', codes: ['tree_nuts', 'peanuts'] },
  { name: 'Shellfish', codes: ['crustaceans', 'molluscs'] },
] as const satisfies readonly { name: string; codes: readonly AllergenCode[] }[];

/** The filter's words for a group: 'Nuts (Tree nuts and Peanuts)'. */
export const allergenGroupLabel = (group: (typeof ALLERGEN_GROUPS)[number]) =>
  `${group.name} (${group.codes.map((code) => ALLERGENS[code]).join(' and ')})`;

/** The legend of the filter's groups. */
export const ALLERGEN_GROUPS_LEGEND = 'Or avoid a group';

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

/** An allergen a dish's options may add to it, and the options that do, e.g. Crustaceans: King prawn. */
export type OptionAllergen = { code: string; options: string[] };

/**
 * What a dish's options may add to it (issue 47): each allergen an option declares that the dish
 * itself does not, in the regulation's order, with the labels of the options that add it (each
 * once, in the menu's order). What the dish declares is in every version of it, so no option adds it.
 */
export function allergensOptionsMayAdd(
  dish: readonly string[],
  options: readonly { label: string; allergens: readonly string[] }[],
): OptionAllergen[] {
  const added = combinedAllergens(
    [],
    options.map((option) => option.allergens),
  ).filter((code) => !dish.includes(code));
  return added.map((code) => ({
    code,
    options: [
      ...new Set(options.filter((option) => option.allergens.includes(code)).map((option) => option.label)),
    ],
  }));
}
