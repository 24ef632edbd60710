import { lazy, Suspense, useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { siteText } from '@/lib/site-text';

/**
 * The filter's panel (the 14 allergens, their checkboxes) and the bar of what is avoided load when
 * first needed: the panel when opened (or its button pointed at), the bar when the device keeps a
 * list, which is read after hydration anyway. A first visit carries only the button.
 */
const loadFilter = () => import('./allergen-filter-panel');
const AllergenFilterPanel = lazy(async () => ({ default: (await loadFilter()).AllergenFilterPanel }));
const AvoidedBar = lazy(async () => ({ default: (await loadFilter()).AvoidedBar }));
const preloadFilter = () => void loadFilter();

type AllergenFilterProps = {
  /** The allergens the customer avoids, display names (the menu's store). */
  avoided: readonly string[];
  /** The restaurant's statement of what its kitchen cannot keep apart; shown with the filter. */
  statement: string | undefined;
};

/**
 * Above the menu (issue 31): 'Avoid allergens', which opens the filter's panel, and while any is
 * avoided the bar 'Avoiding: Crustaceans, Milk · Clear' with the restaurant's statement, since a
 * filter is an aid, never a promise.
 */
export function AllergenFilter({ avoided, statement }: AllergenFilterProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const active = avoided.length > 0;
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((current) => !current)}
          onPointerEnter={preloadFilter}
          onFocus={preloadFilter}
          className={buttonClasses(active ? 'primary' : 'secondary')}
        >
          {siteText.menu.avoidAllergens}
          {active && (
            <span aria-hidden="true" className="rounded-full bg-white px-1.5 text-xs text-saffron-dark">
              {avoided.length}
            </span>
          )}
        </button>
        {active && (
          <Suspense fallback={null}>
            <AvoidedBar avoided={avoided} statement={open ? undefined : statement} />
          </Suspense>
        )}
      </div>
      {open && (
        <div id={panelId}>
          <Suspense
            fallback={
              <p role="status" className="mt-3 flex items-center gap-2 text-sm text-ink-muted">
                <Spinner className="size-4" /> {siteText.menu.loadingFilter}
              </p>
            }
          >
            <AllergenFilterPanel
              avoided={avoided}
              statement={statement}
              onDone={() => {
                setOpen(false);
                // Done takes the panel, and the focus in it, away: back to the button that opened it.
                toggleRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
