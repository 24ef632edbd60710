import { type ComponentProps, type ReactNode, useId } from 'react';
import { controlBase, FieldFrame } from './field-frame';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & {
  label: string;
  hint?: ReactNode;
  /** The field's error: shown under it, announced with it (aria-invalid + aria-describedby). */
  error?: string | undefined;
  className?: string;
  labelClassName?: string;
  /** The text area's own look in place of the site's (the staff pages' plainer boxes). */
  controlClassName?: string;
};

/** A labelled text area with its error and help text; takes react-hook-form's `register(...)` props. */
export function TextareaField({
  id,
  label,
  hint,
  error,
  className,
  labelClassName,
  controlClassName,
  ...textarea
}: TextareaFieldProps) {
  const autoId = useId();
  const textareaId = id ?? autoId;
  return (
    <FieldFrame
      id={textareaId}
      label={label}
      hint={hint}
      error={error}
      className={className}
      labelClassName={labelClassName}
    >
      {(describedBy) => (
        <textarea
          id={textareaId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={
            controlClassName ??
            `${controlBase} min-h-28 resize-y py-3 ${error ? 'border-danger' : 'border-line'}`
          }
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
