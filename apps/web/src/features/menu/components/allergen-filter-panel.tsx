import {
  ALLERGEN_CODES,
  ALLERGEN_GROUPS,
  ALLERGEN_GROUPS_LEGEND,
  ALLERGENS,
  allergenGroupLabel,
} from '@tiffin/core';
import { useId } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { setAvoidedAllergens } from '../stores/avoided-allergens';
import { allergenFilterText as text } from './allergen-filter-text';

/**
 * While any allergen is avoided: 'Avoiding: Crustaceans, Milk · Clear', and the restaurant's
 * statement under it (a filter is an aid, never a promise).
 */
export function AvoidedBar({
  avoided,
  statement,
}: {
  avoided: readonly string[];
  statement: string | undefined;
}) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span>
          {text.avoiding} <strong>{avoided.join(', ')}</strong>
        </span>
        <span aria-hidden="true">·</span>
        <button
          type="button"
          onClick={() => setAvoidedAllergens([])}
          className="min-h-11 rounded px-1 font-semibold text-saffron-dark underline underline-offset-4 hover:text-ink"
        >
          {text.clearAvoided}
        </button>
      </p>
      {statement && <p className="w-full max-w-prose text-xs text-ink-muted">{statement}</p>}
    </>
  );
}

/** The 14 allergens by the names the menu's answers use, in the regulation's order. */
const ALLERGEN_NAMES: readonly string[] = ALLERGEN_CODES.map((code) => ALLERGENS[code]);

type AllergenFilterPanelProps = {
  avoided: readonly string[];
  statement: string | undefined;
  onDone: () => void;
};

/**
 * The allergen filter's panel (issue 31), loaded when first opened: one checkbox per allergen of the
 * EU list, named after it, each change kept at once; then Nuts and Shellfish, each one tick for the
 * allergens of the list it groups (issue 47), ticked while all of them are; the restaurant's
 * statement under them.
 */
export function AllergenFilterPanel({ avoided, statement, onDone }: AllergenFilterPanelProps) {
  const hintId = useId();
  const chosen = new Set(avoided);
  const toggle = (names: readonly string[], checked: boolean) => {
    const next = new Set(chosen);
    for (const name of names) {
      if (checked) next.add(name);
      else next.delete(name);
    }
    // Kept in the list's own order, whatever order they were ticked in.
    setAvoidedAllergens(ALLERGEN_NAMES.filter((allergen) => next.has(allergen)));
  };
  return (
    <div className="mt-3 space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <fieldset aria-describedby={hintId}>
        <legend className="font-semibold">{text.legend}</legend>
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {text.hint}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-x-4 lg:grid-cols-3">
          {ALLERGEN_NAMES.map((name) => (
            <CheckboxField
              key={name}
              label={name}
              checked={chosen.has(name)}
              onChange={(event) => toggle([name], event.target.checked)}
              className="text-sm leading-tight"
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">{ALLERGEN_GROUPS_LEGEND}</legend>
        <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
          {ALLERGEN_GROUPS.map((group) => {
            const names = group.codes.map((code) => ALLERGENS[code]);
            return (
              <CheckboxField
                key={group.name}
                label={allergenGroupLabel(group)}
                checked={names.every((name) => chosen.has(name))}
                onChange={(event) => toggle(names, event.target.checked)}
                className="text-sm leading-tight"
              />
            );
          })}
        </div>
      </fieldset>
      {statement && (
        <Notice>
          <span className="font-semibold">{text.statementHeading}:</span> {statement}
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses('primary')} onClick={onDone}>
          {text.done}
        </button>
        {avoided.length > 0 && (
          <button type="button" className={buttonClasses('ghost')} onClick={() => setAvoidedAllergens([])}>
            {text.clear}
          </button>
        )}
      </div>
    </div>
  );
}
