import type { Category } from '@tiffin/core';

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * The starter category (visitor-side §4 "Menu data"): the one named Starter, else the first whose
 * name contains starter or appetizer (appetiser too: the Irish and British spelling).
 */
export function findStarterCategory<T extends Category>(categories: readonly T[]): T | undefined {
  return (
    categories.find((category) => normalise(category.name) === 'starter') ??
    categories.find((category) => /starter|appeti[sz]er/.test(normalise(category.name)))
  );
}

/** The category chosen when the menu opens: the starter category, else the first. */
export function defaultCategory<T extends Category>(categories: readonly T[]): T | undefined {
  return findStarterCategory(categories) ?? categories[0];
}

/** visitor-side §2: the starter category first; the others keep the kitchen's order. */
export function startersFirst<T>(items: readonly T[], categoryOf: (item: T) => Category): T[] {
  const starter = findStarterCategory(items.map(categoryOf));
  if (starter === undefined) return [...items];
  const first = items.filter((item) => categoryOf(item) === starter);
  return [...first, ...items.filter((item) => categoryOf(item) !== starter)];
}
