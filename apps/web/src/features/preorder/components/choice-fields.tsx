import type { ComponentProps, ReactNode } from 'react';

/** The look of components/form's TextField, for the controls it does not cover. */
const controlBase =
  'block w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-ink-muted/70 ' +
  'disabled:cursor-not-allowed disabled:bg-cream-deep';

type FieldFrameProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

/** Label, control, help text and error, with the error tied to the control for assistive tech. */
function FieldFrame({ id, label, hint, error, className = '', children }: FieldFrameProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className' | 'id'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
};

export function SelectField({ id, label, hint, error, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlBase} min-h-12 ${error ? 'border-danger' : 'border-line'}`}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'className' | 'id'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
};

export function TextareaField({ id, label, hint, error, className, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlBase} min-h-28 resize-y py-3 ${error ? 'border-danger' : 'border-line'}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
