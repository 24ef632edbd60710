import { dishMessages } from './dish-messages.ts';

// Kept apart from validation.ts, which builds zod schemas as it loads: the dish modal needs only
// this rule, and importing it must not bring zod into the browser's first visit.

const isChosen = (choice: unknown) => choice !== undefined && choice !== null && choice !== '';

/** The variation groups (by id) that have no choice yet. */
export function unselectedVariations(
  groupIds: readonly (string | number)[],
  selections: Readonly<Record<string, unknown>>,
): string[] {
  return groupIds.map(String).filter((groupId) => !isChosen(selections[groupId]));
}

/** 'Please select a variation' while any group is unchosen, else null. */
export function variationChoiceError(
  groupIds: readonly (string | number)[],
  selections: Readonly<Record<string, unknown>>,
): string | null {
  return unselectedVariations(groupIds, selections).length > 0 ? dishMessages.selectVariation : null;
}
