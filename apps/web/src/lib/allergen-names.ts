import { allergenCodeOf, allergenName, combinedAllergens } from '@tiffin/core';

/**
 * A line's allergens as sold, by their display names (issue 31): the dish's and every chosen
 * option's, each once, in the regulation's order. The answers give display names and core combines
 * codes, so each name goes to its code and back; a name not on the list is kept, at the end.
 * Only lazily loaded parts (the dish modal) read this: it brings core's allergen list with it.
 */
export function combinedAllergenNames(
  dish: readonly string[],
  options: readonly (readonly string[])[],
): string[] {
  const code = (name: string) => allergenCodeOf(name) ?? name;
  return combinedAllergens(
    dish.map(code),
    options.map((names) => names.map(code)),
  ).map(allergenName);
}
