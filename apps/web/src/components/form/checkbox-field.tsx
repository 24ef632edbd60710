import type { ComponentProps, ReactNode } from 'react';

type ChoiceProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  label: ReactNode;
  /** The row's look beyond the shared one (bold, a width, its place in a grid). */
  className?: string;
};

function Choice({ type, label, className, ...input }: ChoiceProps & { type: 'checkbox' | 'radio' }) {
  return (
    <label className={['flex min-h-11 items-center gap-2', className].filter(Boolean).join(' ')}>
      <input type={type} className="size-5 accent-saffron" {...input} />
      {label}
    </label>
  );
}

/** A checkbox inside its label, one 44 px row; takes react-hook-form's `register(...)` props. */
export function CheckboxField(props: ChoiceProps) {
  return <Choice type="checkbox" {...props} />;
}

/** A radio button inside its label, one 44 px row; takes react-hook-form's `register(...)` props. */
export function RadioField(props: ChoiceProps) {
  return <Choice type="radio" {...props} />;
}
