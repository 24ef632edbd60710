import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/** The look every form control shares (text fields, selects, text areas). */
export const controlBase =
  'block w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-ink-muted/70 ' +
  'disabled:cursor-not-allowed disabled:bg-cream-deep';

/**
 * For a field's className: the field keeps the room of a one-line error below it until it has one,
 * so an error appearing when a field is left does not move the button being pressed (the press
 * would miss it, and the form would not be sent nor say what to fix).
 */
export const errorRoom = 'pb-6.5 has-[[aria-invalid=true]]:pb-0';

type FieldFrameProps = {
  id: string;
  label: string;
  /** A short help text under the control. */
  hint?: ReactNode;
  /** The control's error: shown under it, announced with it (aria-invalid + aria-describedby). */
  error?: string | undefined;
  className?: string;
  /** The label's look, where a form's own differs (a staff dialog's larger label). */
  labelClassName?: string;
  /** The control, given the ids that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
};

/** Label, control, help text and error, with the error tied to the control for assistive tech. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className = '',
  labelClassName = 'mb-1.5 block text-sm font-semibold',
  children,
}: FieldFrameProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
