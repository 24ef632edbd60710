import { messages, type Product } from '@tiffin/core';
import { useId } from 'react';
import { dishDialogText } from './dish-dialog-text';

type DishAllergensProps = {
  /** The dish's allergens with the chosen options' (issue 31), display names. */
  allergens: readonly string[];
  /** What its options may add beyond the dish's own (issue 47); none when none does. */
  mayAdd: NonNullable<Product['options_may_add']>;
  /** The allergens the customer avoids (the menu's filter). */
  avoided: ReadonlySet<string>;
};

/**
 * The modal's ALLERGENS: what the dish as now chosen contains, announced as it changes with the
 * options. One the customer avoids stands out, and is said in words too: the options that would add
 * one cannot be chosen, so any here is the dish's own. What its options may add is said under them
 * whatever is chosen, and a dish whose options add some never reads "None declared" (issue 47).
 */
export function DishAllergens({ allergens, mayAdd, avoided }: DishAllergensProps) {
  const headingId = useId();
  const unwanted = allergens.filter((name) => avoided.has(name));
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xs font-bold tracking-wider text-ink">
        {messages.menu.allergens}
      </h3>
      <div aria-live="polite">
        {allergens.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {allergens.map((name) => (
              <li
                key={name}
                className={`rounded-full px-3 py-1 text-xs font-semibold ${
                  avoided.has(name) ? 'bg-danger text-white' : 'bg-saffron-soft text-ink'
                }`}
              >
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">
            {mayAdd.length > 0 ? messages.menu.noneInDish : dishDialogText.noAllergens}
          </p>
        )}
        {mayAdd.length > 0 && <p className="mt-2 text-sm">{messages.menu.optionsMayAdd(mayAdd)}</p>}
        {unwanted.length > 0 && (
          <p className="mt-2 text-sm font-semibold text-danger">
            {dishDialogText.containsAvoided(unwanted.join(', '))}
          </p>
        )}
      </div>
    </section>
  );
}
