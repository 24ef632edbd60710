import type { ReactNode } from 'react';

/**
 * A field's error, under it. Its id goes in the control's aria-describedby, so the error is read
 * out with the control.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger">
      {children}
    </p>
  );
}
