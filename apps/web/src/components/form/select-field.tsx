import { type ComponentProps, type ReactNode, useId } from 'react';
import { controlBase, FieldFrame } from './field-frame';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className'> & {
  label: string;
  hint?: ReactNode;
  /** The field's error: shown under it, announced with it (aria-invalid + aria-describedby). */
  error?: string | undefined;
  className?: string;
  labelClassName?: string;
  /** The select's own look in place of the site's (the staff pages' plainer boxes). */
  controlClassName?: string;
};

/** A labelled select with its error and help text; takes react-hook-form's `register(...)` props. */
export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  labelClassName,
  controlClassName,
  children,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame
      id={selectId}
      label={label}
      hint={hint}
      error={error}
      className={className}
      labelClassName={labelClassName}
    >
      {(describedBy) => (
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClassName ?? `${controlBase} min-h-12 ${error ? 'border-danger' : 'border-line'}`}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
