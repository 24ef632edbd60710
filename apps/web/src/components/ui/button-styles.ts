export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-saffron text-white hover:bg-saffron-dark',
  secondary: 'border border-saffron bg-white text-saffron hover:bg-saffron-soft hover:text-saffron-dark',
  ghost: 'text-ink hover:bg-cream-deep',
  danger: 'bg-danger text-white hover:bg-danger-dark',
};

/** One look for buttons and for links that look like buttons; at least 44 px tall for touch. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
