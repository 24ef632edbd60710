import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../ui/icons';

type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: string;
  /** The field's error: shown under it, announced with it (aria-invalid + aria-describedby). */
  error?: string | undefined;
  /** A short help text under the field. */
  hint?: ReactNode;
  /** A control inside the field's right edge (the password toggle). */
  endAdornment?: ReactNode;
  className?: string;
};

const inputBase =
  'block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-ink-muted/70 ' +
  'read-only:bg-cream-deep read-only:text-ink-muted ' +
  'disabled:cursor-not-allowed disabled:bg-cream-deep';

/** A labelled input with its error and help text; takes react-hook-form's `register(...)` props. */
export function TextField({
  label,
  error,
  hint,
  endAdornment,
  id,
  className = '',
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputBase} ${error ? 'border-danger' : 'border-line'} ${endAdornment ? 'pr-14' : ''}`}
          {...input}
        />
        {endAdornment && <div className="absolute inset-y-0 right-1 flex items-center">{endAdornment}</div>}
      </div>
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

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  showLabel: string;
};

/** A password input with a button that shows what was typed (the button's name stays; it is pressed or not). */
export function PasswordField({ showLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          aria-label={showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink-muted hover:text-ink"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  );
}
