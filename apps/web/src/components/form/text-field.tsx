import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { EyeIcon } from '../ui/icons/eye-icon';
import { EyeOffIcon } from '../ui/icons/eye-off-icon';
import { controlBase, FieldFrame } from './field-frame';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: string;
  /** The field's error: shown under it, announced with it (aria-invalid + aria-describedby). */
  error?: string | undefined;
  /** A short help text under the field. */
  hint?: ReactNode;
  /** A control inside the field's right edge (the password toggle). */
  endAdornment?: ReactNode;
  className?: string;
};

const inputBase = `${controlBase} min-h-12 read-only:bg-cream-deep read-only:text-ink-muted`;

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
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
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
      )}
    </FieldFrame>
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
