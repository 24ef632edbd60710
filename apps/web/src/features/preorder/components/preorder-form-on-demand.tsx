import { dublinDate } from '@tiffin/core';
import { useId, useRef, useState } from 'react';
import type { PreorderForm, PreorderFormStart } from './preorder-form';
import { PREORDER_FIELDS, type PreorderField, PreorderFormView } from './preorder-form-view';

const loadForm = () => import('./preorder-form');

const isField = (name: string): name is PreorderField =>
  (PREORDER_FIELDS as readonly string[]).includes(name);

/** What has been typed, left and focused in the form so far. */
function readStart(form: HTMLFormElement | null, touched: ReadonlySet<PreorderField>, submit: boolean) {
  const values: PreorderFormStart['values'] = {};
  if (form !== null) {
    for (const [name, value] of new FormData(form)) {
      if (isField(name) && typeof value === 'string') values[name] = value;
    }
  }
  const active = document.activeElement;
  const focusedName =
    active instanceof HTMLElement && form?.contains(active) ? active.getAttribute('name') : null;
  return {
    values,
    touched: [...touched],
    focused: focusedName !== null && isField(focusedName) ? focusedName : null,
    submit,
  } satisfies PreorderFormStart;
}

/**
 * The pre-order form, shown at once as plain fields (rendered on the server too); its checking and
 * sending (react-hook-form, zod: about 40 KB) load when the visitor first points at it, focuses it
 * or presses Send, and take over with what was typed, left and focused. A first visit that does not
 * use the form never downloads them (the first-visit budget).
 */
export function PreorderFormOnDemand({ labelledBy }: { labelledBy?: string }) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const touched = useRef(new Set<PreorderField>());
  const submitPressed = useRef(false);
  const loading = useRef(false);
  // A function in state is called as an updater: the component is kept in an object.
  const [loaded, setLoaded] = useState<{ Form: typeof PreorderForm } | null>(null);
  const start = useRef<PreorderFormStart | null>(null);

  if (loaded !== null) {
    // Read in the render that replaces the plain fields, not when the code arrived: keys pressed
    // in between are in the fields by now, and nothing can be typed between this render and its commit.
    start.current ??= readStart(formRef.current, touched.current, submitPressed.current);
    return <loaded.Form labelledBy={labelledBy} start={start.current} />;
  }

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadForm().then(
      ({ PreorderForm: Form }) => setLoaded({ Form }),
      () => {
        // Offline: the plain form stays; the next press tries again.
        loading.current = false;
      },
    );
  };

  return (
    <PreorderFormView
      labelledBy={labelledBy}
      idPrefix={idPrefix}
      formRef={formRef}
      field={(name) => ({
        name,
        onBlur: () => {
          touched.current.add(name);
        },
      })}
      errors={{}}
      today={dublinDate(new Date())}
      isPast={() => false}
      busy={false}
      succeeded={false}
      blocked={false}
      failure={null}
      onFocus={load}
      onPointerDown={load}
      onSubmit={(event) => {
        event.preventDefault();
        submitPressed.current = true;
        load();
      }}
    />
  );
}
