import type { ComponentProps, ReactNode } from 'react';
import { controlBase, FieldFrame } from '@/components/form/field-frame';

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
