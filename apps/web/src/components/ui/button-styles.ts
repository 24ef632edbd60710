export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'unavailable';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold ' +
  'transition-colors disabled:cursor-not-allowed';

const faded = 'disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: `bg-saffron text-white hover:bg-saffron-dark ${faded}`,
  secondary: `border border-saffron bg-white text-saffron hover:bg-saffron-soft hover:text-saffron-dark ${faded}`,
  ghost: `text-ink hover:bg-cream-deep ${faded}`,
  danger: `bg-danger text-white hover:bg-danger-dark ${faded}`,
  // A disabled button whose words are read (the picker's 'Select a location within delivery area'):
  // solid muted colours, not faded, so the words keep their contrast (7.5:1).
  unavailable: 'border border-line bg-cream-deep text-ink-muted',
};

/** One look for buttons and for links that look like buttons; at least 44 px tall for touch. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
